import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';

type PauseDeps = Pick<Deps, 'subscriptionsRepository' | 'clock'>;

/**
 * An account made super (status 10) is not charged (issue 44): its running subscription is paused, so no renewal
 * run raises or charges it, in the operator's transaction.
 */
export const pauseSubscriptionForSuper = async (deps: PauseDeps, accountId: string, tx: Database) => {
  const subscription = await deps.subscriptionsRepository.findSubscription(accountId, tx);
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'past_due')) return;
  await deps.subscriptionsRepository.updateSubscription(
    subscription.id,
    { status: 'paused', updatedAt: deps.clock.now() },
    tx,
  );
};

/**
 * Super cleared: a paused subscription runs again. The months spent super were free, so the next period is
 * charged from today when the paid one has already ended; a renewal still owed stays owed.
 */
export const resumeSubscriptionAfterSuper = async (deps: PauseDeps, accountId: string, tx: Database) => {
  const subscription = await deps.subscriptionsRepository.findSubscription(accountId, tx);
  if (subscription?.status !== 'paused') return;
  const now = deps.clock.now();
  await deps.subscriptionsRepository.updateSubscription(
    subscription.id,
    {
      status: subscription.graceUntil === null ? 'active' : 'past_due',
      currentPeriodEnd:
        subscription.currentPeriodEnd.getTime() < now.getTime() ? now : subscription.currentPeriodEnd,
      updatedAt: now,
    },
    tx,
  );
};
