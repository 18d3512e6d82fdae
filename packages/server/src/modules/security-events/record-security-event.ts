import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import type { NewSecurityEvent } from './security-events.repository.ts';

export type RequestOrigin = { ipAddress: string; userAgent: string | undefined };

/** Pass the transaction when the event must commit or roll back with the change it describes. */
export const recordSecurityEvent = (
  deps: Pick<Deps, 'securityEventsRepository' | 'clock'>,
  event: Omit<NewSecurityEvent, 'occurredAt'> & { origin?: RequestOrigin },
  executor?: Database,
): Promise<void> =>
  deps.securityEventsRepository.insert(
    {
      ...event,
      occurredAt: deps.clock.now(),
      ipAddress: event.origin?.ipAddress ?? event.ipAddress ?? null,
      userAgent: event.origin?.userAgent ?? event.userAgent ?? null,
    },
    executor,
  );
