import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HeldPublication } from '@psc/core/price-feeds/price-feeds.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useDecideHeldPublication, useHeldPublications, type HeldDecision } from '../api/price-feeds.ts';
import { utcMinute } from '../utils/utc-minute.ts';
import { ReasonedActionDialog } from './reasoned-action-dialog.tsx';

const figure = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 4 });
const change = (percent: number | null) =>
  percent === null ? 'new' : `${percent > 0 ? '+' : ''}${percent.toFixed(1)} %`;

/** One held file: why, its outliers first beside what traders read now, and the two decisions. */
const HeldCard = ({
  held,
  onDecide,
}: {
  held: HeldPublication;
  onDecide: (decision: HeldDecision) => void;
}) => {
  const titleId = `held-${held.id}-title`;
  const heldAt = utcMinute(Date.parse(held.heldAt));
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {held.feedName}: {held.rows} row(s){held.asOf === null ? '' : ` as of ${held.asOf}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Held {heldAt} UTC · {held.outliers} outlier(s) beyond {held.outlierPercent} %
      </Typography>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {held.reason}
      </Alert>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={`Figures held from ${held.feedName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Figure</TableCell>
              <TableCell align="right">Held</TableCell>
              <TableCell align="right">Now</TableCell>
              <TableCell align="right">Change</TableCell>
              <TableCell>Outlier</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {held.changes.map((entry) => (
              <TableRow key={entry.label} selected={entry.outlier}>
                <TableCell component="th" scope="row">
                  {entry.label}
                </TableCell>
                <TableCell align="right">{figure(entry.value)}</TableCell>
                <TableCell align="right">{figure(entry.previous)}</TableCell>
                <TableCell align="right">{change(entry.changePercent)}</TableCell>
                <TableCell>{entry.outlier ? 'Outlier' : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          aria-label={`Approve the file from ${held.feedName} held ${heldAt} UTC`}
          onClick={() => onDecide('approve')}
        >
          Approve
        </Button>
        <Button
          color="error"
          aria-label={`Reject the file from ${held.feedName} held ${heldAt} UTC`}
          onClick={() => onDecide('reject')}
        >
          Reject
        </Button>
      </Stack>
    </Paper>
  );
};

/**
 * What feeds held instead of publishing (failed checks or outliers): an analyst publishes a file in the feed's name
 * or refuses it, with a reason kept in the operator audit.
 */
export const HeldPublications = () => {
  const held = useHeldPublications();
  const decide = useDecideHeldPublication();
  const [deciding, setDeciding] = useState<{ held: HeldPublication; decision: HeldDecision } | null>(null);
  if (held.isPending)
    return <Skeleton variant="rounded" height={120} aria-label="Loading the held publications" />;
  if (held.isError) return <RetryAlert onRetry={() => void held.refetch()}>{held.error.message}</RetryAlert>;
  const decided = decide.isSuccess ? decide.data : null;
  return (
    <>
      {decided !== null && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {decided.published === null
            ? `${decided.held.feedName}: rejected, nothing published.`
            : `${decided.held.feedName}: ${decided.published.rows} row(s) published; traders read them now.`}
        </Alert>
      )}
      {held.data.held.length === 0 ? (
        <Typography color="text.secondary">
          Nothing held: every feed&apos;s last file was published or refused.
        </Typography>
      ) : (
        <Stack spacing={2}>
          {held.data.held.map((entry) => (
            <HeldCard
              key={entry.id}
              held={entry}
              onDecide={(decision) => setDeciding({ held: entry, decision })}
            />
          ))}
        </Stack>
      )}
      {deciding !== null && (
        <ReasonedActionDialog
          title={
            deciding.decision === 'approve'
              ? `Publish ${deciding.held.rows} row(s) from ${deciding.held.feedName}?`
              : `Reject the file from ${deciding.held.feedName}? Nothing is published.`
          }
          confirmLabel={deciding.decision === 'approve' ? 'Approve and publish' : 'Reject file'}
          pending={decide.isPending}
          errorMessage={decide.isError ? decide.error.message : null}
          onClose={() => {
            decide.reset();
            setDeciding(null);
          }}
          onConfirm={({ reason }) =>
            decide.mutate(
              { heldId: deciding.held.id, decision: deciding.decision, reason },
              { onSuccess: () => setDeciding(null) },
            )
          }
        />
      )}
    </>
  );
};
