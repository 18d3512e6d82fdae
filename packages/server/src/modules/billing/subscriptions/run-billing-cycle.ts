import { accountStatus } from '@psc/core/accounts/account-status';
import type { Deps } from '../../../deps.ts';
import { returnToFree } from './cancel-subscription.ts';

/**
 * The periodic step of the subscription life: a grace period that ran out locks the account (status 1, awaiting
 * payment); a cancellation that reached its date returns the account to Free (status 3).
 */
export const runBillingCycle = async (
  deps: Pick<Deps, 'catalogueRepository' | 'subscriptionsRepository' | 'database' | 'clock'>,
) => {
  const now = deps.clock.now();
  let locked = 0;
  let ended = 0;
  for (const subscription of await deps.subscriptionsRepository.listGraceExpired(now)) {
    await deps.database.db.transaction(async (tx) => {
      const account = await deps.subscriptionsRepository.lockAccount(subscription.accountId, tx);
      if (account?.status === accountStatus.paid) {
        await deps.subscriptionsRepository.updateAccountPlan(
          subscription.accountId,
          { status: accountStatus.awaitingPayment },
          tx,
        );
        locked += 1;
      }
    });
  }
  for (const subscription of await deps.subscriptionsRepository.listCancellationsDue(now)) {
    await deps.database.db.transaction(async (tx) => {
      await deps.subscriptionsRepository.lockAccount(subscription.accountId, tx);
      await returnToFree(deps, subscription.accountId, subscription.cancelEffectiveAt ?? now, tx);
      ended += 1;
    });
  }
  return { locked, ended };
};
