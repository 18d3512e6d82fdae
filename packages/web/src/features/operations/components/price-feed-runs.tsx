import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PriceFeedRun } from '@psc/core/price-feeds/price-feeds.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { usePriceFeedRuns } from '../api/price-feeds.ts';
import { utcMinute } from '../utils/utc-minute.ts';
import { outcomeWords } from './price-feed-words.ts';

const triggerWords: Readonly<Record<PriceFeedRun['trigger'], string>> = {
  schedule: 'Scheduled',
  start: 'At start',
  manual: 'Run now',
  retry: 'Retry',
};

/** The file a run read: its name or address, size and rows. */
const fileOf = (run: PriceFeedRun) => {
  if (run.fileName === null) return '—';
  const size = run.bytes === null ? '' : ` · ${run.bytes.toLocaleString('en-US')} bytes`;
  const rows = run.rows === null ? '' : ` · ${run.rows} row(s)`;
  return `${run.fileName}${size}${rows}`;
};

/** Every feed's recent runs, newest first: what each read, what came of it and why. */
export const PriceFeedRuns = () => {
  const runs = usePriceFeedRuns();
  if (runs.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading the recent runs" />;
  if (runs.isError) return <RetryAlert onRetry={() => void runs.refetch()}>{runs.error.message}</RetryAlert>;
  if (runs.data.runs.length === 0)
    return (
      <Typography color="text.secondary">
        No run yet: a feed runs at its next scheduled time, or now.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent feed runs" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>Started (UTC)</TableCell>
            <TableCell>Feed</TableCell>
            <TableCell>Trigger</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>File</TableCell>
            <TableCell>As of</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.data.runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{utcMinute(Date.parse(run.startedAt))}</TableCell>
              <TableCell component="th" scope="row">
                {run.feedName}
              </TableCell>
              <TableCell>
                {triggerWords[run.trigger]}
                {run.slot === null ? '' : ` ${utcMinute(Date.parse(run.slot))}`}
              </TableCell>
              <TableCell>{outcomeWords(run.outcome)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', maxWidth: 280 }}>{run.reason ?? '—'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', maxWidth: 240 }}>{fileOf(run)}</TableCell>
              <TableCell>{run.asOf ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
