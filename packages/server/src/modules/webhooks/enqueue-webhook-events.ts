import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@psc/core/webhooks/webhooks.schemas';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

export type WebhookEvent = {
  accountId: string;
  /** What made it ('alert.fired:<notification id>'): an endpoint gets one delivery per key, whoever enqueues it. */
  key: string;
  data: Record<string, unknown>;
};

/**
 * Events of one type into the webhooks' outbox, in the caller's transaction, for every enabled endpoint of their
 * accounts that takes the type. The body follows Standard Webhooks: `{type, timestamp, data}`.
 */
export const enqueueWebhookEvents = async (
  deps: Pick<Deps, 'webhooksRepository'>,
  type: WebhookEventType,
  events: readonly WebhookEvent[],
  now: Date,
  tx: Database,
): Promise<number> => {
  if (events.length === 0) return 0;
  const endpoints = await deps.webhooksRepository.subscribersOf(
    events.map((event) => event.accountId),
    type,
    tx,
  );
  if (endpoints.length === 0) return 0;
  const rows = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.accountId === event.accountId)
      .map((endpoint) => ({
        accountId: event.accountId,
        endpointId: endpoint.id,
        eventType: type,
        eventKey: event.key,
        payload: { type, timestamp: now.toISOString(), eventId: randomUUID(), data: event.data },
      })),
  );
  await deps.webhooksRepository.enqueue(rows, now, tx);
  return rows.length;
};
