import { passwordPolicy } from '@psc/core/auth/password-policy';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

export const passwordReusedMessage =
  'Sorry, this password has already been used. Please choose a different password.';

/** Users may only ask about their own passwords: an id of anyone else is refused, never answered. */
export const requireOwnPersonId = (principal: Principal, personId: string): void => {
  if (personId !== principal.personId) throw new AppError('FORBIDDEN', userMessages.operationNotPermitted);
};

export const isPasswordInHistory = async (
  deps: Pick<Deps, 'usersRepository' | 'passwordHasher'>,
  personId: string,
  password: string,
): Promise<boolean> => {
  const hashes = await deps.usersRepository.listRecentPasswordHashes(personId, passwordPolicy.historySize);
  for (const passwordHash of hashes) {
    if (await deps.passwordHasher.verify(passwordHash, password)) return true;
  }
  return false;
};

/** POST /api/v1/users/details/checkpassworduse: 401 when the password is one of the last five (§5). */
export const checkPasswordUse = async (
  deps: Pick<Deps, 'usersRepository' | 'passwordHasher'>,
  principal: Principal,
  request: { id: string; password: string },
): Promise<{ success: true; message: string }> => {
  requireOwnPersonId(principal, request.id);
  if (await isPasswordInHistory(deps, principal.personId, request.password)) {
    throw new AppError('UNAUTHORIZED', passwordReusedMessage);
  }
  return { success: true, message: 'This password has not been used before' };
};
