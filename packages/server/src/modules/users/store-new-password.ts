import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/** Writes a person's new password hash (and its history), inside the caller's transaction. */
export const storeNewPassword = (
  deps: Pick<Deps, 'usersRepository'>,
  person: { accountId: string; personId: string },
  passwordHash: string,
  now: Date,
  executor: Database,
): Promise<void> =>
  deps.usersRepository.updatePassword(person.accountId, person.personId, passwordHash, now, executor);
