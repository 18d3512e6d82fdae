import { Webhook } from 'standardwebhooks';
import type { Deps } from '../../deps.ts';
import { postJson, retryAfterMs } from '../../shared/outbound-http.ts';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhooks.repository.ts';

const claimMs = 60_000;
export const webhookBatch = 20;
/** Deliveries at once per pass: a slow endpoint holds one of these until its time-out, never the others. */
const concurrency = 4;
/** Standard Webhooks' suggested schedule: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; then given up. */
const retrySchedule = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
const replyBodyLimit = 1_000;

type DeliveryDeps = Pick<Deps, 'webhooksRepository' | 'secretBox' | 'clock' | 'config' | 'logger'>;

/**
 * The `webhook-signature` header: `v1,<base64>` by the current secret and, during a rotation's overlap, by the
 * previous one too, space-separated, as the scheme allows. Signed by the standardwebhooks library.
 */
export const signatureOf = (
  deps: Pick<Deps, 'secretBox'>,
  endpoint: WebhookEndpointRecord,
  id: string,
  timestamp: Date,
  body: string,
): string => {
  const secrets = [deps.secretBox.open(endpoint.sealedSecret)];
  if (
    endpoint.sealedPreviousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt > timestamp
  )
    secrets.push(deps.secretBox.open(endpoint.sealedPreviousSecret));
  return secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' ');
};

const deliverOne = async (
  deps: DeliveryDeps,
  { delivery, endpoint }: { delivery: WebhookDeliveryRecord; endpoint: WebhookEndpointRecord },
) => {
  const started = performance.now();
  const attemptedAt = deps.clock.now();
  const body = JSON.stringify(delivery.payload);
  const attemptNumber = delivery.attempts + 1;
  let statusCode: number | null = null;
  let responseBody: string | null = null;
  let error: string | null = null;
  let retryAfter: number | null = null;
  if (!endpoint.enabled) error = 'The endpoint is switched off';
  else
    try {
      const reply = await postJson(
        endpoint.url,
        body,
        {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(attemptedAt.getTime() / 1000)),
          'webhook-signature': signatureOf(deps, endpoint, delivery.id, attemptedAt, body),
        },
        deps.config.integrations,
      );
      statusCode = reply.status;
      responseBody = reply.body.slice(0, replyBodyLimit);
      if (reply.status < 200 || reply.status >= 300) {
        error = `HTTP ${reply.status}`;
        retryAfter = retryAfterMs(reply.headers['retry-after'], attemptedAt);
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  const durationMs = Math.round(performance.now() - started);
  const attempt = { attemptedAt, statusCode, responseBody, error, durationMs };
  if (error === null) {
    await deps.webhooksRepository.recordAttempt(delivery.id, attempt, {
      status: 'delivered',
      at: deps.clock.now(),
    });
    return;
  }
  const delay = retrySchedule[attemptNumber - 1];
  const isFinal = delay === undefined || !endpoint.enabled;
  deps.logger.warn(
    { deliveryId: delivery.id, endpointId: endpoint.id, attempt: attemptNumber, isFinal, reason: error },
    'webhook delivery failed',
  );
  await deps.webhooksRepository.recordAttempt(delivery.id, attempt, {
    status: isFinal ? 'failed' : 'pending',
    error,
    nextAttemptAt: new Date(deps.clock.now().getTime() + Math.max(delay ?? 0, retryAfter ?? 0)),
  });
};

/**
 * Sends due webhook deliveries (decision 0126): claimed first (SKIP LOCKED), so two instances never send one at
 * once; signed per attempt with a fresh timestamp; each attempt and reply kept. Returns how many were claimed.
 */
export const deliverWebhooks = async (deps: DeliveryDeps): Promise<number> => {
  const claimed = await deps.webhooksRepository.claimDue(deps.clock.now(), webhookBatch, claimMs);
  const queue = [...claimed];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await deliverOne(deps, next);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return claimed.length;
};
