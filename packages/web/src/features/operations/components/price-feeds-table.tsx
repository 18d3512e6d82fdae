import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PriceFeed } from '@psc/core/price-feeds/price-feeds.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { usePriceFeeds, useRunPriceFeed, useSetPriceFeedEnabled } from '../api/price-feeds.ts';
import { utcMinute } from '../utils/utc-minute.ts';
import { kindLabels } from './price-feed-form-values.ts';
import { outcomeWords } from './price-feed-words.ts';

const at = (iso: string | null) => (iso === null ? '—' : utcMinute(Date.parse(iso)));

/** What an analyst must know first: off, unreachable, late, waiting for approval, or on time. */
const FeedStatus = ({ feed }: { feed: PriceFeed }) => {
  const marks: { label: string; color: 'default' | 'error' | 'warning' | 'info' | 'success' }[] = [];
  if (!feed.enabled) marks.push({ label: 'Off', color: 'default' });
  if (feed.unreachableSince !== null)
    marks.push({ label: `Unreachable since ${at(feed.unreachableSince)} UTC`, color: 'error' });
  if (feed.late)
    marks.push({
      label: feed.lateSince === null ? 'Late' : `Late since ${at(feed.lateSince)} UTC`,
      color: 'warning',
    });
  if (feed.heldPublications > 0)
    marks.push({ label: `${feed.heldPublications} held for approval`, color: 'info' });
  if (marks.length === 0) marks.push({ label: 'On time', color: 'success' });
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {marks.map((mark) => (
        <Chip key={mark.label} size="small" label={mark.label} color={mark.color} variant="outlined" />
      ))}
    </Stack>
  );
};

type Props = { onEdit: (feed: PriceFeed) => void; onAdd: () => void };

/** Every feed with its status, last and next run and last error; turn it on or off, run it now, edit it. */
export const PriceFeedsTable = ({ onEdit, onAdd }: Props) => {
  const feeds = usePriceFeeds();
  const toggle = useSetPriceFeedEnabled();
  const run = useRunPriceFeed();
  if (feeds.isPending) return <Skeleton variant="rounded" height={160} aria-label="Loading the feeds" />;
  if (feeds.isError)
    return <RetryAlert onRetry={() => void feeds.refetch()}>{feeds.error.message}</RetryAlert>;
  return (
    <>
      {toggle.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {toggle.error.message}
        </Alert>
      )}
      {run.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {run.error.message}
        </Alert>
      )}
      {run.isSuccess && (
        <Alert
          severity={run.data.outcome === 'published' ? 'success' : 'warning'}
          role="status"
          sx={{ mb: 2 }}
        >
          {run.data.feedName}:{' '}
          {run.data.reason?.startsWith(outcomeWords(run.data.outcome))
            ? run.data.reason
            : `${outcomeWords(run.data.outcome)}${run.data.reason === null ? '' : ` (${run.data.reason})`}`}
        </Alert>
      )}
      {feeds.data.feeds.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            No feed yet: prices are published by hand on the market desk. Add the ECB&apos;s daily reference
            rates (its public address is filled in), your ICE settlements, a vendor&apos;s price API or
            freight lanes.
          </Typography>
          <Button variant="outlined" onClick={onAdd}>
            Add a feed
          </Button>
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Price feeds" sx={{ minWidth: 900 }}>
            <TableHead>
              <TableRow>
                <TableCell>Feed</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Schedule</TableCell>
                <TableCell>Last run (UTC)</TableCell>
                <TableCell>Next run (UTC)</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {feeds.data.feeds.map((feed) => (
                <TableRow key={feed.id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {feed.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {kindLabels[feed.kind]}
                      {feed.source.type === 'folder'
                        ? ` · folder ${feed.source.path}`
                        : ` · ${feed.source.url}`}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <FeedStatus feed={feed} />
                  </TableCell>
                  <TableCell>{feed.scheduleDescription}</TableCell>
                  <TableCell>
                    {at(feed.lastRunAt)}
                    {feed.lastOutcome !== null && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {outcomeWords(feed.lastOutcome)}
                        {feed.lastPublishedAsOf === null ? '' : ` · as of ${feed.lastPublishedAsOf}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{feed.enabled ? at(feed.nextRunAt) : 'off'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', maxWidth: 260 }}>
                    {feed.lastError ?? '—'}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        aria-label={`Run ${feed.name} now`}
                        loading={run.isPending && run.variables === feed.id}
                        onClick={() => run.mutate(feed.id)}
                      >
                        Run now
                      </Button>
                      <Button
                        size="small"
                        aria-label={`${feed.enabled ? 'Turn off' : 'Turn on'} ${feed.name}`}
                        loading={toggle.isPending && toggle.variables.feedId === feed.id}
                        onClick={() => toggle.mutate({ feedId: feed.id, enabled: !feed.enabled })}
                      >
                        {feed.enabled ? 'Turn off' : 'Turn on'}
                      </Button>
                      <Button size="small" aria-label={`Edit ${feed.name}`} onClick={() => onEdit(feed)}>
                        Edit
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};
