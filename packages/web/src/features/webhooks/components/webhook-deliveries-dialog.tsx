import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery, WebhookReply } from '@psc/core/webhooks/webhooks.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/webhooks.ts';

const statusWords: Record<WebhookDelivery['status'], MessageKey> = {
  pending: 'webhooks.status.pending',
  sending: 'webhooks.status.sending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};

/** An endpoint's latest deliveries: each attempt's reply (status, the start of its body) or error; replay by id. */
export const WebhookDeliveriesDialog = ({
  webhook,
  onClose,
}: {
  webhook: WebhookReply | null;
  onClose: () => void;
}) => {
  const t = useMessages('screens');
  const deliveries = useWebhookDeliveries(webhook?.id ?? null);
  const replay = useReplayWebhookDelivery();
  return (
    <Dialog
      open={webhook !== null}
      onClose={onClose}
      aria-labelledby="webhook-deliveries-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="webhook-deliveries-title">
        {t('webhooks.deliveriesTo', { url: webhook?.url ?? '' })}
      </DialogTitle>
      <DialogContent>
        {deliveries.isPending && (
          <Skeleton variant="rounded" height={72} aria-label={t('webhooks.loadingDeliveries')} />
        )}
        {deliveries.isError && (
          <RetryAlert onRetry={() => void deliveries.refetch()}>{t('webhooks.deliveriesFailed')}</RetryAlert>
        )}
        {replay.isError && (
          <Alert severity="error" role="alert">
            {replay.error.message}
          </Alert>
        )}
        {replay.isSuccess && (
          <Alert severity="success" role="status">
            {t('webhooks.replayed', { id: replay.data.id })}
          </Alert>
        )}
        {deliveries.data !== undefined &&
          (deliveries.data.length === 0 ? (
            <Typography variant="body2">{t('webhooks.noDeliveries')}</Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('webhooks.deliveries')}
            >
              {deliveries.data.map((delivery) => (
                <Stack
                  component="li"
                  key={delivery.id}
                  spacing={0.5}
                  sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle2">{delivery.eventType}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(Date.parse(delivery.createdAt))} · {t(statusWords[delivery.status])}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={replay.isPending || delivery.status === 'sending' || webhook === null}
                      onClick={() =>
                        webhook !== null && replay.mutate({ webhookId: webhook.id, deliveryId: delivery.id })
                      }
                      aria-label={t('webhooks.replayNamed', { id: delivery.id })}
                    >
                      {t('webhooks.replay')}
                    </Button>
                  </Stack>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                    webhook-id {delivery.id}
                  </Typography>
                  <Stack component="ol" sx={{ m: 0, pl: 2.5 }} aria-label={t('webhooks.attempts')}>
                    {delivery.attempts.map((attempt) => (
                      <Typography component="li" variant="body2" key={attempt.attemptedAt}>
                        {formatDateTime(Date.parse(attempt.attemptedAt))}:{' '}
                        {attempt.statusCode === null ? attempt.error : `HTTP ${attempt.statusCode}`} (
                        {attempt.durationMs} ms)
                        {attempt.responseBody !== null && attempt.responseBody !== '' && (
                          <Typography
                            component="span"
                            variant="caption"
                            sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}
                          >
                            {attempt.responseBody}
                          </Typography>
                        )}
                      </Typography>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('matrices.cell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
