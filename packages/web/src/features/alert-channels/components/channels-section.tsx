import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertChannelReply } from '@psc/core/alert-channels/alert-channels.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useAlertChannels, useRemoveAlertChannel, useResumeAlertChannel } from '../api/alert-channels.ts';
import { AddChannelForm, channelKindLabels } from './add-channel-form.tsx';

const deliveryLabel = (delivery: AlertChannelReply['recentDeliveries'][number]) =>
  delivery.status === 'sent'
    ? `Sent ${delivery.sentAt === null ? '' : formatDateTime(Date.parse(delivery.sentAt))}`
    : delivery.status === 'failed'
      ? `Failed after ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}: ${delivery.lastError ?? ''}`
      : delivery.attempts === 0
        ? 'Waiting'
        : `Retrying (${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}): ${delivery.lastError ?? ''}`;

/**
 * Channels (issue 49 item 2, decision 0125): where alerts go beside e-mail. Each channel says whether it works, its
 * last error and its latest messages; a paused one says why and can be resumed.
 */
export const ChannelsSection = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const channels = useAlertChannels();
  const resume = useResumeAlertChannel();
  const remove = useRemoveAlertChannel();

  const entry = (channel: AlertChannelReply) => {
    const changeable = channel.scope === 'personal' || isAdministrator;
    return (
      <Stack
        component="li"
        key={channel.id}
        spacing={0.75}
        sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
        aria-label={`${channel.name}, ${channelKindLabels[channel.kind]}`}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h3">
            {channel.name}
          </Typography>
          <Chip size="small" label={channelKindLabels[channel.kind]} />
          {channel.scope === 'account' && <Chip size="small" variant="outlined" label="Whole account" />}
          <Chip
            size="small"
            color={
              channel.status === 'active'
                ? channel.consecutiveFailures > 0
                  ? 'warning'
                  : 'success'
                : 'error'
            }
            label={
              channel.status === 'paused'
                ? 'Paused'
                : channel.consecutiveFailures > 0
                  ? `Failing (${channel.consecutiveFailures})`
                  : 'Working'
            }
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {channel.targetHint}
        </Typography>
        {channel.status === 'paused' && (
          <Alert severity="warning">
            Paused {channel.pausedAt === null ? '' : formatDateTime(Date.parse(channel.pausedAt))}:{' '}
            {channel.pausedReason}
          </Alert>
        )}
        {channel.status === 'active' && channel.lastError !== null && (
          <Typography variant="body2" color="error">
            Last error: {channel.lastError}
          </Typography>
        )}
        {channel.recentDeliveries.length > 0 && (
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Latest messages to ${channel.name}`}>
            {channel.recentDeliveries.map((delivery) => (
              <Typography component="li" variant="body2" key={delivery.id}>
                {delivery.text} — {deliveryLabel(delivery)}
              </Typography>
            ))}
          </Stack>
        )}
        {changeable && (
          <Stack direction="row" spacing={1}>
            {channel.status === 'paused' && (
              <Button
                size="small"
                variant="outlined"
                disabled={resume.isPending}
                onClick={() => resume.mutate(channel.id)}
                aria-label={`Resume ${channel.name}`}
              >
                Resume
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(channel.id)}
              aria-label={`Remove ${channel.name}`}
            >
              Remove
            </Button>
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="channels-title" sx={{ p: 2.5 }}>
      <Stack spacing={1.5}>
        <Typography id="channels-title" component="h2" variant="h6">
          Channels
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Besides e-mail, your alerts can reach Microsoft Teams, Slack or Telegram. A test message is sent
          when you add one; a channel that keeps failing is paused and you get an e-mail.
        </Typography>
        {channels.isPending && <Skeleton variant="rounded" height={72} aria-label="Loading the channels" />}
        {channels.isError && (
          <RetryAlert onRetry={() => void channels.refetch()}>
            A problem occured when getting the channels.
          </RetryAlert>
        )}
        {(resume.isError || remove.isError) && (
          <Alert severity="error" role="alert">
            {(resume.error ?? remove.error)?.message}
          </Alert>
        )}
        {channels.data !== undefined &&
          (channels.data.length === 0 ? (
            <Typography variant="body2">No channels yet: alerts reach you by e-mail and here.</Typography>
          ) : (
            <Stack component="ul" aria-label="Channels" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {channels.data.map(entry)}
            </Stack>
          ))}
        <AddChannelForm canAddAccountChannel={isAdministrator} />
      </Stack>
    </Paper>
  );
};
