import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { requireAdministrator } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { signInFailuresKey } from './record-sign-in-failure.ts';

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
  const email = await deps.authRepository.unlockInAccount(principal.accountId, personId);
  if (email === null) throw new AppError('NOT_FOUND', 'User not found');
  await deps.rateLimiter.reset(signInFailuresKey(email));
  await recordSecurityEvent(deps, {
    type: 'account_unlocked',
    personId,
    accountId: principal.accountId,
    origin,
    detail: { by: principal.personId },
  });
  return { success: true, message: 'User unlocked' };
};
