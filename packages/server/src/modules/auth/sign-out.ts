import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

/** Revokes the caller's whole token family; the database check on every request makes it instant everywhere. */
export const signOut = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  origin: RequestOrigin,
): Promise<void> => {
  await deps.database.db.transaction(async (tx) => {
    await deps.authRepository.revokeFamily(principal.familyId, 'signed_out', deps.clock.now(), tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'signed_out',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
      },
      tx,
    );
  });
};
