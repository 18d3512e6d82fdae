import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookReply } from '@psc/core/webhooks/webhooks.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/webhooks.ts';

/** An endpoint's latest deliveries: each attempt's reply (status, the start of its body) or error; replay by id. */
export const WebhookDeliveriesDialog = ({
  webhook,
  onClose,
}: {
  webhook: WebhookReply | null;
  onClose: () => void;
}) => {
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
      <DialogTitle id="webhook-deliveries-title">Deliveries to {webhook?.url}</DialogTitle>
      <DialogContent>
        {deliveries.isPending && (
          <Skeleton variant="rounded" height={72} aria-label="Loading the deliveries" />
        )}
        {deliveries.isError && (
          <RetryAlert onRetry={() => void deliveries.refetch()}>
            A problem occured when getting the deliveries.
          </RetryAlert>
        )}
        {replay.isError && (
          <Alert severity="error" role="alert">
            {replay.error.message}
          </Alert>
        )}
        {replay.isSuccess && (
          <Alert severity="success" role="status">
            Sent again with the same id: {replay.data.id}
          </Alert>
        )}
        {deliveries.data !== undefined &&
          (deliveries.data.length === 0 ? (
            <Typography variant="body2">No deliveries yet.</Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Deliveries"
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
                      {formatDateTime(Date.parse(delivery.createdAt))} · {delivery.status}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={replay.isPending || delivery.status === 'sending' || webhook === null}
                      onClick={() =>
                        webhook !== null && replay.mutate({ webhookId: webhook.id, deliveryId: delivery.id })
                      }
                      aria-label={`Replay delivery ${delivery.id}`}
                    >
                      Replay
                    </Button>
                  </Stack>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                    webhook-id {delivery.id}
                  </Typography>
                  <Stack component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Attempts">
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
