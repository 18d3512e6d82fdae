import type { MeReply } from '@psc/core/accounts/accounts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toUserReply } from './to-user-reply.ts';

export const getMe = async (
  deps: Pick<Deps, 'usersRepository' | 'clock'>,
  principal: Principal,
): Promise<MeReply> => {
  const person = await deps.usersRepository.findInAccount(principal.accountId, principal.personId);
  if (!person) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  const {
    twoFactorEnabled: _notPartOfPerson,
    passkeys: _countedOnTheUsersTab,
    ...reply
  } = toUserReply(person, deps.clock.now());
  return { ...reply, language: person.language, accountLanguage: person.accountLanguage };
};
