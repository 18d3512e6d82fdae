import type { UserReply } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toUserReply } from './to-user-reply.ts';

/** GET /api/v1/users: the caller's account only. */
export const listUsers = async (
  deps: Pick<Deps, 'usersRepository' | 'clock'>,
  principal: Principal,
): Promise<UserReply[]> => {
  const now = deps.clock.now();
  return (await deps.usersRepository.listInAccount(principal.accountId)).map((row) => toUserReply(row, now));
};
