import { isAdministrator } from '@psc/core/accounts/permissions';
import { sessionRules } from '@psc/core/auth/session-rules';
import type { UserReply } from '@psc/core/users/users.schemas';
import type { UserRow } from './users.repository.ts';

export const toUserReply = (person: UserRow, now: Date): UserReply => {
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
    firstTime: now.getTime() - person.dateAdded.getTime() < sessionRules.firstTimeUserWindowMs,
    mustChangePassword: person.mustChangePassword,
    twoFactorEnabled: person.twoFactorEnabled,
    passkeys: person.passkeys,
  };
};
