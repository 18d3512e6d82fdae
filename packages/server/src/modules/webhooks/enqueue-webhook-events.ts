import { randomUUID } from 'node:crypto';
import type { WebhookEventData } from '@psc/core/webhooks/webhook-events.schemas';
import type { WebhookEventType } from '@psc/core/webhooks/webhooks.schemas';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

export type WebhookEvent<Type extends WebhookEventType = WebhookEventType> = {
  accountId: string;
  /** What made it ('alert.fired:<notification id>'): an endpoint gets one delivery per key, whoever enqueues it. */
  key: string;
  data: WebhookEventData[Type];
};

/**
 * Events of one type into the webhooks' outbox, in the caller's transaction, for every enabled endpoint of their
 * accounts that takes the type. The body follows Standard Webhooks: `{type, timestamp, eventId, data}`, `data` as
 * core's webhook-events.schemas describes it (decisions 0126 and 0135).
 */
export const enqueueWebhookEvents = async <Type extends WebhookEventType>(
  deps: Pick<Deps, 'webhooksRepository'>,
  type: Type,
  events: readonly WebhookEvent<Type>[],
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

/**
 * The accounts with an enabled endpoint taking this event: a producer with many candidates (every calculator a
 * publication repriced) builds events only for these. Usually none, so it costs one indexed question.
 */
export const accountsListeningFor = async (
  deps: Pick<Deps, 'webhooksRepository'>,
  type: WebhookEventType,
): Promise<ReadonlySet<string>> => new Set(await deps.webhooksRepository.accountsTaking(type));
