import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type DisableDeps = Pick<Deps, 'twoFactorRepository' | 'securityEventsRepository' | 'clock' | 'database'>;

/** Removes the key and recovery codes of `personId`; the caller has already checked who may do this. */
export const removeTwoFactor = async (
  deps: DisableDeps,
  target: { personId: string; accountId: string },
  actor: Principal,
  origin: RequestOrigin,
): Promise<{ success: boolean; message: string }> => {
  const removed = await deps.database.db.transaction(async (tx) => {
    const wasRemoved = await deps.twoFactorRepository.remove(target.personId, tx);
    if (wasRemoved) {
      await recordSecurityEvent(
        deps,
        {
          type: 'two_factor_disabled',
          personId: target.personId,
          accountId: target.accountId,
          origin,
          detail: { by: actor.personId },
        },
        tx,
      );
    }
    return wasRemoved;
  });
  return {
    success: true,
    message: removed ? 'Two-step verification removed' : 'Two-step verification was not set up',
  };
};

/** DELETE /api/v1/otp/delete: the caller's own. */
export const disableOwnTwoFactor = (deps: DisableDeps, principal: Principal, origin: RequestOrigin) =>
  removeTwoFactor(deps, { personId: principal.personId, accountId: principal.accountId }, principal, origin);
