import { randomBytes } from 'node:crypto';
import { AppError } from '@psc/core/shared/app-error';
import {
  webhookEndpointLimit,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookReply,
  type webhookChangeSchema,
  type webhookRequestSchema,
  type webhookRotationSchema,
  webhookMessages,
} from '@psc/core/webhooks/webhooks.schemas';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { OutboundRefusal, checkTargetUrl } from '../../shared/outbound-http.ts';
import type { Principal } from '../../shared/principal.ts';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from './webhooks.repository.ts';

export type WebhookDeps = Pick<Deps, 'webhooksRepository' | 'secretBox' | 'clock' | 'config'>;

const notFound = () => new AppError('NOT_FOUND', webhookMessages.notFound);
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64, as the library takes it. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const previousExpiry = (endpoint: WebhookEndpointRecord, now: Date) =>
  endpoint.previousSecretExpiresAt !== null && endpoint.previousSecretExpiresAt > now
    ? endpoint.previousSecretExpiresAt
    : null;

const toReply = (endpoint: WebhookEndpointRecord, now: Date): WebhookReply => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events as WebhookEventType[],
  enabled: endpoint.enabled,
  previousSecretExpiresAt: iso(previousExpiry(endpoint, now)),
  createdAt: endpoint.createdAt.toISOString(),
});

export const toDeliveryReply = (
  delivery: WebhookDeliveryRecord,
  attempts: readonly WebhookAttemptRecord[],
): WebhookDelivery => ({
  id: delivery.id,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: attempts
    .filter((attempt) => attempt.deliveryId === delivery.id)
    .map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      responseBody: attempt.responseBody,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  createdAt: delivery.createdAt.toISOString(),
  deliveredAt: iso(delivery.deliveredAt),
});

const requireEndpoint = async (deps: WebhookDeps, principal: Principal, webhookId: string) => {
  const endpoint = await deps.webhooksRepository.find(principal.accountId, webhookId);
  if (endpoint === null) throw notFound();
  return endpoint;
};

export const listWebhooks = async (deps: WebhookDeps, principal: Principal) =>
  (await deps.webhooksRepository.list(principal.accountId)).map((endpoint) =>
    toReply(endpoint, deps.clock.now()),
  );

/** Registers an endpoint (issue 49 item 3): HTTPS, never a private address; its secret is shown this once. */
export const createWebhook = async (
  deps: WebhookDeps,
  principal: Principal,
  request: z.output<typeof webhookRequestSchema>,
) => {
  if ((await deps.webhooksRepository.count(principal.accountId)) >= webhookEndpointLimit)
    throw new AppError('VALIDATION', webhookMessages.limit);
  let url: URL;
  try {
    url = await checkTargetUrl(request.url, deps.config.integrations);
  } catch (error) {
    if (error instanceof OutboundRefusal)
      throw new AppError('VALIDATION', error.message, { reason: 'target_refused', body: { field: 'url' } });
    throw error;
  }
  const secret = newSecret();
  const now = deps.clock.now();
  const endpoint = await deps.webhooksRepository.insert({
    accountId: principal.accountId,
    url: url.toString(),
    description: request.description ?? '',
    events: [...new Set(request.events)],
    sealedSecret: deps.secretBox.seal(secret),
    createdAt: now,
  });
  return { webhook: toReply(endpoint, now), secret };
};

export const updateWebhook = async (
  deps: WebhookDeps,
  principal: Principal,
  webhookId: string,
  change: z.output<typeof webhookChangeSchema>,
) => {
  await requireEndpoint(deps, principal, webhookId);
  const updated = await deps.webhooksRepository.update(principal.accountId, webhookId, {
    ...(change.events === undefined ? {} : { events: [...new Set(change.events)] }),
    ...(change.description === undefined ? {} : { description: change.description }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
  });
  if (updated === null) throw notFound();
  return toReply(updated, deps.clock.now());
};

export const removeWebhook = async (deps: WebhookDeps, principal: Principal, webhookId: string) => {
  if (!(await deps.webhooksRepository.remove(principal.accountId, webhookId))) throw notFound();
  return { success: true, message: 'Webhook removed' };
};

/** A new secret, shown once; the current one keeps signing beside it for the overlap (24 h unless said). */
export const rotateWebhookSecret = async (
  deps: WebhookDeps,
  principal: Principal,
  webhookId: string,
  request: z.output<typeof webhookRotationSchema>,
) => {
  const endpoint = await requireEndpoint(deps, principal, webhookId);
  const now = deps.clock.now();
  const overlapMs = (request.overlapHours ?? 24) * 3_600_000;
  const secret = newSecret();
  const updated = await deps.webhooksRepository.update(principal.accountId, endpoint.id, {
    sealedSecret: deps.secretBox.seal(secret),
    sealedPreviousSecret: overlapMs === 0 ? null : endpoint.sealedSecret,
    previousSecretExpiresAt: overlapMs === 0 ? null : new Date(now.getTime() + overlapMs),
  });
  if (updated === null) throw notFound();
  return { webhook: toReply(updated, now), secret };
};

export const listWebhookDeliveries = async (deps: WebhookDeps, principal: Principal, webhookId: string) => {
  const endpoint = await requireEndpoint(deps, principal, webhookId);
  const { deliveries, attempts } = await deps.webhooksRepository.deliveriesOf(endpoint.id);
  return deliveries.map((delivery) => toDeliveryReply(delivery, attempts));
};

/**
 * Sends a delivery again with the same `webhook-id`, so the receiver can tell it from a new event; the delivery
 * job's watcher takes it within 2 s, on whichever instance looks first.
 */
export const replayWebhookDelivery = async (
  deps: WebhookDeps,
  principal: Principal,
  webhookId: string,
  deliveryId: string,
) => {
  const endpoint = await requireEndpoint(deps, principal, webhookId);
  const delivery = await deps.webhooksRepository.findDelivery(endpoint.id, deliveryId);
  if (delivery === null) throw new AppError('NOT_FOUND', webhookMessages.deliveryNotFound);
  const replayed = await deps.webhooksRepository.replay(delivery.id, deps.clock.now());
  if (replayed === null) throw new AppError('CONFLICT', webhookMessages.deliveryInFlight);
  return toDeliveryReply(replayed, []);
};
