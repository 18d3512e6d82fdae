import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import { requireAdministrator } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { signInFailuresKey } from './record-sign-in-failure.ts';

/** Clears a member's failed sign-ins and lock, and the captcha they ask of sign-ins at the address (0026). */
export const unlockMember = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock' | 'rateLimiter'>,
  target: { accountId: string; personId: string },
  /** Who unlocks, as the security event records it: an administrator's person id, or 'operator …'. */
  by: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  const email = await deps.authRepository.unlockInAccount(target.accountId, target.personId);
  if (email === null) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  await deps.rateLimiter.reset(signInFailuresKey(email));
  await recordSecurityEvent(deps, {
    type: 'account_unlocked',
    personId: target.personId,
    accountId: target.accountId,
    origin,
    detail: { by },
  });
  return { success: true, message: 'User unlocked' };
};

/**
 * DELETE /api/v1/accounts/lockout/{personId}: an administrator clears a member's failed sign-ins in their own
 * account, and with them the captcha that failures ask of every sign-in at the member's address (0026).
 */
export const unlockUser = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock' | 'rateLimiter'>,
  principal: Principal,
  personId: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  requireAdministrator(principal);
  return unlockMember(deps, { accountId: principal.accountId, personId }, principal.personId, origin);
};
