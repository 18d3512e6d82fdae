import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import type { RuleTableReply, RuleTableVersionReply } from '@psc/core/operations/rule-tables.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useRuleTableVersion } from '../api/get-rule-table-version.ts';
import { RuleTableRows } from './rule-table-rows.tsx';
import { utcMinute } from '../utils/utc-minute.ts';

/** One earlier version's rows, and a way to start the next version from it. */
const EarlierVersion = ({
  tableId,
  version,
  onRestore,
}: {
  tableId: RuleTableId;
  version: number;
  onRestore: (version: RuleTableVersionReply) => void;
}) => {
  const read = useRuleTableVersion(tableId, version);
  if (read.isPending)
    return <Skeleton variant="rounded" height={160} aria-label={`Loading version ${version}`} />;
  if (read.isError) return <RetryAlert onRetry={() => void read.refetch()}>{read.error.message}</RetryAlert>;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          Version {version}
        </Typography>
        <Button size="small" onClick={() => onRestore(read.data)}>
          Edit from version {version}
        </Button>
      </Stack>
      <RuleTableRows rows={read.data.rows} label={`Rows of version ${version}`} />
    </Stack>
  );
};

/** Every version, newest first: who saved it, when and why. */
export const RuleTableHistory = ({
  table,
  shown,
  onShow,
  onRestore,
}: {
  table: RuleTableReply;
  shown: number | null;
  onShow: (version: number | null) => void;
  onRestore: (version: RuleTableVersionReply) => void;
}) => (
  <Stack spacing={2}>
    <TableContainer>
      <Table size="small" aria-label={`Versions of ${table.title}`} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Saved (UTC)</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Note</TableCell>
            <TableCell>Rows</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.history.map((entry) => (
            <TableRow key={entry.version} selected={shown === entry.version}>
              <TableCell component="th" scope="row">
                {entry.version}
                {entry.version === table.version ? ' (current)' : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinute(entry.savedAt)}</TableCell>
              <TableCell>{entry.savedBy}</TableCell>
              <TableCell>{entry.note}</TableCell>
              <TableCell>
                {entry.version !== table.version && (
                  <Button
                    size="small"
                    aria-pressed={shown === entry.version}
                    onClick={() => onShow(shown === entry.version ? null : entry.version)}
                  >
                    {shown === entry.version ? 'Hide' : 'Show'}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
    {shown !== null && <EarlierVersion tableId={table.id} version={shown} onRestore={onRestore} />}
  </Stack>
);
