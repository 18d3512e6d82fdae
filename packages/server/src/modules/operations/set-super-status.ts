import { accountStatus } from '@psc/core/accounts/account-status';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { lockAccountForUpdate, setAccountBySupport } from '../accounts/accounts-for-support.ts';
import {
  pauseSubscriptionForSuper,
  resumeSubscriptionAfterSuper,
} from '../billing/subscriptions/super-pause.ts';

const madeSuper = 'account.super-set';

/**
 * PUT /api/ops/accounts/{id}/super: status 10 (account-and-billing.md §4), or back to the status the account had
 * when it was made super (the free plan when that is unknown). Idempotent: asking for what is already so changes
 * nothing and is not audited. A running subscription is paused while the account is super, and runs again after.
 */
export const setSuperStatus = async (
  deps: Pick<
    Deps,
    'accountsRepository' | 'operationsRepository' | 'subscriptionsRepository' | 'clock' | 'database'
  >,
  operator: OperatorPrincipal,
  accountId: string,
  request: { super: boolean; reason: string },
) =>
  deps.database.db.transaction(async (tx) => {
    const account = await lockAccountForUpdate(deps, accountId, tx);
    if (account === null) throw new AppError('NOT_FOUND', 'No account has this id');
    const isSuper = account.status === accountStatus.super;
    if (isSuper === request.super)
      return {
        success: true,
        message: request.super ? 'The account is already super' : 'The account is not super',
      };
    const status = request.super ? accountStatus.super : await statusBeforeSuper(deps, accountId, tx);
    await setAccountBySupport(deps, accountId, { status }, tx);
    // A super account is not charged: its card is not renewed while it is super (issue 44).
    if (request.super) await pauseSubscriptionForSuper(deps, accountId, tx);
    else await resumeSubscriptionAfterSuper(deps, accountId, tx);
    await recordOperatorAction(
      deps,
      operator,
      {
        action: request.super ? madeSuper : 'account.super-cleared',
        target: accountId,
        reason: request.reason,
        before: { status: account.status },
        after: { status },
      },
      tx,
    );
    return {
      success: true,
      message: request.super ? 'The account is super (status 10)' : `The account is back at status ${status}`,
    };
  });

const statusBeforeSuper = async (
  deps: Pick<Deps, 'operationsRepository'>,
  accountId: string,
  executor: Parameters<Deps['operationsRepository']['findLatestAudit']>[2],
): Promise<number> => {
  const entry = await deps.operationsRepository.findLatestAudit(madeSuper, accountId, executor);
  const before = (entry?.before ?? null) as { status?: unknown } | null;
  return typeof before?.status === 'number' && before.status !== accountStatus.super
    ? before.status
    : accountStatus.free;
};
