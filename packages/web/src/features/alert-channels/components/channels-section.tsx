import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AlertChannelReply } from '@psc/core/alert-channels/alert-channels.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import {
  useAlertChannels,
  useChangeAlertChannel,
  useRemoveAlertChannel,
  useResumeAlertChannel,
} from '../api/alert-channels.ts';
import { AddChannelForm, channelKindLabels } from './add-channel-form.tsx';

const deliveryLabel = (t: Translate, delivery: AlertChannelReply['recentDeliveries'][number]) =>
  delivery.status === 'sent'
    ? t('channels.delivery.sent', {
        sentAt: delivery.sentAt === null ? '' : formatDateTime(Date.parse(delivery.sentAt)),
      })
    : delivery.status === 'failed'
      ? t('channels.delivery.failed', { attempts: delivery.attempts, error: delivery.lastError ?? '' })
      : delivery.attempts === 0
        ? t('channels.delivery.waiting')
        : t('channels.delivery.retrying', { attempts: delivery.attempts, error: delivery.lastError ?? '' });

/**
 * Channels (issue 49 item 2, decision 0125): where alerts go beside e-mail. Each channel says whether it works, its
 * last error and its latest messages; a paused one says why and can be resumed. Its switch chooses whether it takes
 * publication notices (decision 0135).
 */
export const ChannelsSection = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const t = useMessages('screens');
  const channels = useAlertChannels();
  const resume = useResumeAlertChannel();
  const remove = useRemoveAlertChannel();
  const change = useChangeAlertChannel();

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
          {channel.scope === 'account' && (
            <Chip size="small" variant="outlined" label={t('channels.wholeAccount')} />
          )}
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
                ? t('channels.status.paused')
                : channel.consecutiveFailures > 0
                  ? t('channels.status.failing', { failures: channel.consecutiveFailures })
                  : t('channels.status.working')
            }
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {channel.targetHint}
        </Typography>
        {channel.status === 'paused' && (
          <Alert severity="warning">
            {t('channels.pausedSince', {
              pausedAt: channel.pausedAt === null ? '' : formatDateTime(Date.parse(channel.pausedAt)),
              reason: channel.pausedReason ?? '',
            })}
          </Alert>
        )}
        {channel.status === 'active' && channel.lastError !== null && (
          <Typography variant="body2" color="error">
            {t('channels.lastError', { error: channel.lastError })}
          </Typography>
        )}
        {channel.recentDeliveries.length > 0 && (
          <Stack
            component="ul"
            sx={{ m: 0, pl: 2.5 }}
            aria-label={t('channels.latestTo', { name: channel.name })}
          >
            {channel.recentDeliveries.map((delivery) => (
              <Typography component="li" variant="body2" key={delivery.id}>
                {delivery.text} — {deliveryLabel(t, delivery)}
              </Typography>
            ))}
          </Stack>
        )}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={channel.publicationNotices}
              disabled={!changeable || change.isPending}
              onChange={(event) =>
                change.mutate({ channelId: channel.id, change: { publicationNotices: event.target.checked } })
              }
            />
          }
          label={t('channels.publicationNotices')}
        />
        {changeable && (
          <Stack direction="row" spacing={1}>
            {channel.status === 'paused' && (
              <Button
                size="small"
                variant="outlined"
                disabled={resume.isPending}
                onClick={() => resume.mutate(channel.id)}
                aria-label={t('channels.resumeNamed', { name: channel.name })}
              >
                {t('channels.resume')}
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(channel.id)}
              aria-label={t('channels.removeNamed', { name: channel.name })}
            >
              {t('channels.remove')}
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
          {t('channels.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('channels.intro')}
        </Typography>
        {channels.isPending && <Skeleton variant="rounded" height={72} aria-label={t('channels.loading')} />}
        {channels.isError && (
          <RetryAlert onRetry={() => void channels.refetch()}>{t('channels.loadFailed')}</RetryAlert>
        )}
        {(resume.isError || remove.isError || change.isError) && (
          <Alert severity="error" role="alert">
            {(resume.error ?? remove.error ?? change.error)?.message}
          </Alert>
        )}
        {channels.data !== undefined &&
          (channels.data.length === 0 ? (
            <Typography variant="body2">{t('channels.none')}</Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={t('channels.title')}
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {channels.data.map(entry)}
            </Stack>
          ))}
        <AddChannelForm canAddAccountChannel={isAdministrator} />
      </Stack>
    </Paper>
  );
};
