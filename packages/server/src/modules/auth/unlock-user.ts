import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { requireAdministrator } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

/** DELETE /api/v1/accounts/lockout/{personId}: an administrator lifts a sign-in lock in their own account. */
export const unlockUser = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  personId: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  requireAdministrator(principal);
  if (!(await deps.authRepository.unlockInAccount(principal.accountId, personId)))
    throw new AppError('NOT_FOUND', 'User not found');
  await recordSecurityEvent(deps, {
    type: 'account_unlocked',
    personId,
    accountId: principal.accountId,
    origin,
    detail: { by: principal.personId },
  });
  return { success: true, message: 'User unlocked' };
};
