import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useOperatorAudit } from '../api/get-operator-audit.ts';

const brief = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** Who did what, when, why, with the before and after; `target` narrows it to one account or publication. */
export const OperatorAuditTable = ({ target, action }: { target?: string; action?: string }) => {
  const audit = useOperatorAudit({
    ...(target === undefined ? {} : { target }),
    ...(action === undefined ? {} : { action }),
  });
  if (audit.isPending) return <Skeleton variant="rounded" height={160} aria-label="Loading the audit" />;
  if (audit.isError)
    return <RetryAlert onRetry={() => void audit.refetch()}>{audit.error.message}</RetryAlert>;
  if (audit.data.length === 0) return <Typography color="text.secondary">Nothing recorded yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Operator audit" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>When (UTC)</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            {target === undefined && <TableCell>On</TableCell>}
            <TableCell>Why</TableCell>
            <TableCell>Before → after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{new Date(entry.at).toISOString().slice(0, 19).replace('T', ' ')}</TableCell>
              <TableCell>{entry.actor}</TableCell>
              <TableCell>{entry.action}</TableCell>
              {target === undefined && (
                <TableCell sx={{ wordBreak: entry.targetName === null ? 'break-all' : 'normal' }}>
                  {entry.targetName ?? entry.target ?? ''}
                </TableCell>
              )}
              <TableCell>{entry.reason ?? ''}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                {brief(entry.before)} → {brief(entry.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
