import { AppError } from '@psc/core/shared/app-error';
import { userMessages, type UserReply } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import { requireAdministrator } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import { toUserReply } from './to-user-reply.ts';

/** GET /api/v1/users/{userId}: anyone may read themselves; only administrators read the others of their account. */
export const getUser = async (
  deps: Pick<Deps, 'usersRepository' | 'clock'>,
  principal: Principal,
  userId: string,
): Promise<UserReply> => {
  if (userId !== principal.personId) requireAdministrator(principal);
  const row = await deps.usersRepository.findInAccount(principal.accountId, userId);
  if (!row) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  return toUserReply(row, deps.clock.now());
};
