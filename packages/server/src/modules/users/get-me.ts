import type { PersonReply } from '@psc/core/accounts/accounts.schemas';
import { isAdministrator } from '@psc/core/accounts/permissions';
import { sessionRules } from '@psc/core/auth/session-rules';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

export const getMe = async (deps: Pick<Deps, 'usersRepository' | 'clock'>, principal: Principal): Promise<PersonReply> => {
  const person = await deps.usersRepository.findInAccount(principal.accountId, principal.personId);
  if (!person) throw new AppError('NOT_FOUND', 'User not found');
  const isDefaultAdmin = person.defaultAdmin === person.id;
  return {
    id: person.id,
    accountId: person.accountId,
    account: person.accountName,
    email: person.email,
    firstname: person.firstname,
    lastname: person.lastname,
    permissions: person.permissions,
    dateAdded: person.dateAdded.getTime(),
    dateFormat: person.dateFormat,
    datePasswordLastChanged: person.datePasswordLastChanged?.getTime() ?? null,
    isAdmin: isAdministrator(person.permissions, isDefaultAdmin),
    isDefaultAdmin,
    firstTime: deps.clock.now().getTime() - person.dateAdded.getTime() < sessionRules.firstTimeUserWindowMs,
  };
};
