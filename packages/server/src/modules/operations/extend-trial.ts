import { freePlanExpiresAtMs } from '@psc/core/accounts/account-status';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { isOnFreePlan } from './customer-desk.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { lockAccountForUpdate, setAccountBySupport } from '../accounts/accounts-for-support.ts';

const dayMs = 86_400_000;

/**
 * POST /api/ops/accounts/{id}/trial: the free plan ends `days` later than it would have, counted from now when it has
 * already ended (so an expired trial reopens for exactly that many days). Free-plan accounts only.
 */
export const extendTrial = async (
  deps: Pick<Deps, 'accountsRepository' | 'operationsRepository' | 'clock' | 'database'>,
  operator: OperatorPrincipal,
  accountId: string,
  request: { days: number; reason: string },
) =>
  deps.database.db.transaction(async (tx) => {
    const account = await lockAccountForUpdate(deps, accountId, tx);
    if (account === null) throw new AppError('NOT_FOUND', 'No account has this id');
    if (!isOnFreePlan(account.status))
      throw new AppError('CONFLICT', 'Only an account on the free plan has a trial to extend');
    const now = deps.clock.now().getTime();
    const createdAt = account.dateAdded.getTime();
    const endsAt = freePlanExpiresAtMs(createdAt, account.freePlanDurationMs);
    const newEnd = Math.max(endsAt, now) + request.days * dayMs;
    await setAccountBySupport(deps, accountId, { freePlanDurationMs: newEnd - createdAt }, tx);
    await recordOperatorAction(
      deps,
      operator,
      {
        action: 'account.trial-extended',
        target: accountId,
        reason: request.reason,
        before: { freePlanEndsAt: new Date(endsAt).toISOString() },
        after: { freePlanEndsAt: new Date(newEnd).toISOString(), days: request.days },
      },
      tx,
    );
    return { success: true, message: `The trial now ends on ${new Date(newEnd).toISOString().slice(0, 10)}` };
  });
