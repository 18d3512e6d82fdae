import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import type { NewSecurityEvent } from './security-events.repository.ts';

export type RequestOrigin = { ipAddress: string; userAgent: string | undefined };

type EventToRecord = Omit<NewSecurityEvent, 'occurredAt'> & { origin?: RequestOrigin };
type RecordDeps = Pick<Deps, 'securityEventsRepository' | 'clock'>;

const stamped = (deps: RecordDeps, event: EventToRecord): NewSecurityEvent => ({
  ...event,
  occurredAt: deps.clock.now(),
  ipAddress: event.origin?.ipAddress ?? event.ipAddress ?? null,
  userAgent: event.origin?.userAgent ?? event.userAgent ?? null,
});

/** Pass the transaction when the event must commit or roll back with the change it describes. */
export const recordSecurityEvent = (
  deps: RecordDeps,
  event: EventToRecord,
  executor?: Database,
): Promise<void> => deps.securityEventsRepository.insert(stamped(deps, event), executor);

/**
 * The events as a statement the change's own statement carries (`WITH … AS (INSERT …)`): both commit together
 * without a transaction (docs/decisions/0080).
 */
export const securityEventsStatement = (deps: RecordDeps, events: EventToRecord[]) =>
  deps.securityEventsRepository.insertStatement(events.map((event) => stamped(deps, event)));
