import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  webhookEventTypes,
  type WebhookEventType,
  type WebhookReply,
} from '@psc/core/webhooks/webhooks.schemas';
import { ValueField } from '#components/form/value-field.tsx';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import {
  useRegisterWebhook,
  useRemoveWebhook,
  useRotateWebhookSecret,
  useWebhooks,
} from '../api/webhooks.ts';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';

/** Every event is sent (decisions 0126 and 0135); docs/integrations.md gives each one's body. */
// The event's name stays as the receiver reads it; what it means is said in the reader's language.
const eventMeanings: Record<WebhookEventType, MessageKey> = {
  'alert.fired': 'webhooks.event.alertFired',
  'publication.published': 'webhooks.event.publicationPublished',
  'calculator.repriced': 'webhooks.event.calculatorRepriced',
  'quote.viewed': 'webhooks.event.quoteViewed',
  'quote.expired': 'webhooks.event.quoteExpired',
};

/** The signing secret, shown once after registration or rotation. */
const SecretOnce = ({ secret, onDone }: { secret: string; onDone: () => void }) => {
  const t = useMessages('screens');
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      }
    >
      {t('webhooks.secretOnce')}
      <Typography component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 0.5 }}>
        {secret}
      </Typography>
    </Alert>
  );
};

/**
 * Webhooks (issue 49 item 3, decision 0126): administrators register HTTPS endpoints for events, see each delivery
 * and its attempts, replay one, rotate the secret (the old one keeps signing for 24 h).
 */
export const WebhooksSection = () => {
  const t = useMessages('screens');
  const webhooks = useWebhooks();
  const register = useRegisterWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useRemoveWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['alert.fired']);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<WebhookReply | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { url, events },
      {
        onSuccess: (reply) => {
          setSecret(reply.secret);
          setUrl('');
        },
      },
    );
  };

  const failure = register.error ?? rotate.error ?? remove.error;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="webhooks-title" sx={{ p: 2.5, mt: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="webhooks-title" component="h2" variant="h6">
          {t('webhooks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('webhooks.intro')}
        </Typography>
        {secret !== null && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
        {failure !== null && (
          <Alert severity="error" role="alert">
            {failure.message}
          </Alert>
        )}
        {webhooks.isPending && <Skeleton variant="rounded" height={72} aria-label={t('webhooks.loading')} />}
        {webhooks.isError && (
          <RetryAlert onRetry={() => void webhooks.refetch()}>{t('webhooks.loadFailed')}</RetryAlert>
        )}
        {webhooks.data !== undefined &&
          (webhooks.data.length === 0 ? (
            <Typography variant="body2">{t('webhooks.none')}</Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={t('webhooks.title')}
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {webhooks.data.map((webhook) => (
                <Stack
                  component="li"
                  key={webhook.id}
                  spacing={0.5}
                  sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
                >
                  <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                    {webhook.url}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {webhook.events.join(', ')}
                    {webhook.enabled ? '' : ` · ${t('webhooks.switchedOff')}`}
                    {webhook.previousSecretExpiresAt === null
                      ? ''
                      : ` · ${t('webhooks.previousSecretUntil', { until: formatDateTime(Date.parse(webhook.previousSecretExpiresAt)) })}`}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    <Button size="small" variant="outlined" onClick={() => setOpen(webhook)}>
                      {t('webhooks.deliveries')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={rotate.isPending}
                      onClick={() =>
                        rotate.mutate(webhook.id, { onSuccess: (reply) => setSecret(reply.secret) })
                      }
                    >
                      {t('webhooks.rotate')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(webhook.id)}
                      aria-label={t('channels.removeNamed', { name: webhook.url })}
                    >
                      {t('channels.remove')}
                    </Button>
                  </Stack>
                </Stack>
              ))}
            </Stack>
          ))}
        <Stack
          component="form"
          onSubmit={submit}
          spacing={1.5}
          aria-label={t('webhooks.registerTitle')}
          noValidate
        >
          <ValueField
            label={t('webhooks.endpointUrl')}
            value={url}
            onValue={setUrl}
            required
            type="url"
            placeholder="https://"
          />
          <FormGroup aria-labelledby="webhook-events-label">
            <FormLabel id="webhook-events-label">{t('webhooks.events')}</FormLabel>
            {webhookEventTypes.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={events.includes(type)}
                    onChange={(event) =>
                      setEvents((current) =>
                        event.target.checked ? [...current, type] : current.filter((entry) => entry !== type),
                      )
                    }
                  />
                }
                label={`${type}: ${t(eventMeanings[type])}`}
              />
            ))}
          </FormGroup>
          <div>
            <Button type="submit" variant="contained" disabled={register.isPending || events.length === 0}>
              {t('webhooks.register')}
            </Button>
          </div>
        </Stack>
      </Stack>
      <WebhookDeliveriesDialog webhook={open} onClose={() => setOpen(null)} />
    </Paper>
  );
};
