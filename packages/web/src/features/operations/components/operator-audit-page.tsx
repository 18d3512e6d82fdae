import Typography from '@mui/material/Typography';
import { OperatorAuditTable } from './operator-audit-table.tsx';

/** The administrator's view of every operator action and publication. */
export const OperatorAuditPage = () => (
  <>
    <Typography variant="h5" component="h1" gutterBottom>
      Operator audit
    </Typography>
    <OperatorAuditTable />
  </>
);
