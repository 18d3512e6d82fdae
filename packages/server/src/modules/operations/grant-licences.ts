import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { lockAccountForUpdate, setAccountBySupport } from '../accounts/accounts-for-support.ts';
import { countFullUsers } from '../users/users-for-support.ts';

/**
 * PUT /api/ops/accounts/{id}/licences: support sets the Full User licences (a goodwill licence, a partner), never
 * below the Full Users the account has; audited with before and after. A later purchase or subscription change sets
 * the number from what was bought, as for any account.
 */
export const grantLicences = async (
  deps: Pick<Deps, 'accountsRepository' | 'usersRepository' | 'operationsRepository' | 'clock' | 'database'>,
  operator: OperatorPrincipal,
  accountId: string,
  request: { users: number; reason: string },
) =>
  deps.database.db.transaction(async (tx) => {
    const account = await lockAccountForUpdate(deps, accountId, tx);
    if (account === null) throw new AppError('NOT_FOUND', 'No account has this id');
    const fullUsers = await countFullUsers(deps, accountId, tx);
    if (request.users < fullUsers)
      throw new AppError(
        'CONFLICT',
        `The account has ${fullUsers} Full Users: it needs at least that many licences`,
      );
    await setAccountBySupport(deps, accountId, { numberOfUsers: request.users }, tx);
    await recordOperatorAction(
      deps,
      operator,
      {
        action: 'account.licences-set',
        target: accountId,
        reason: request.reason,
        before: { users: account.numberOfUsers },
        after: { users: request.users },
      },
      tx,
    );
    return { success: true, message: `The account has ${request.users} Full User licence(s)` };
  });
