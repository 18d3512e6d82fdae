import { findPasswordProblem, passwordProblemMessages } from '@psc/core/auth/password-policy';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { isPasswordInHistory, passwordReusedMessage, requireOwnPersonId } from './check-password-use.ts';
import { revokeOtherSessions } from '../auth/revoke-session.ts';
import { storeNewPassword } from './store-new-password.ts';

type ChangePasswordDeps = Pick<
  Deps,
  | 'usersRepository'
  | 'authRepository'
  | 'securityEventsRepository'
  | 'passwordHasher'
  | 'isCommonPassword'
  | 'clock'
  | 'database'
>;

/**
 * PUT /api/v1/users/details/password. Every other session of the user is revoked at once;
 * the one that made the change stays signed in (docs/decisions/0002-tokens.md).
 */
export const changePassword = async (
  deps: ChangePasswordDeps,
  principal: Principal,
  request: { id: string; password: string },
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  requireOwnPersonId(principal, request.id);
  const problem = findPasswordProblem(request.password, principal.email, deps.isCommonPassword);
  if (problem) throw new AppError('VALIDATION', passwordProblemMessages[problem]);
  // 409, not the check call's 401: a 401 here would make the client sign the user out.
  if (await isPasswordInHistory(deps, principal.personId, request.password))
    throw new AppError('CONFLICT', passwordReusedMessage);

  const passwordHash = await deps.passwordHasher.hash(request.password);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await storeNewPassword(deps, principal, passwordHash, now, tx);
    const revoked = await revokeOtherSessions(
      deps,
      principal.personId,
      principal.familyId,
      'password_changed',
      tx,
    );
    await recordSecurityEvent(
      deps,
      {
        type: 'password_changed',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
        detail: { revokedSessions: revoked },
      },
      tx,
    );
  });
  return { success: true, message: 'Password Updated' };
};
