import type { PaymentFrequency } from '@psc/core/billing/catalogue';
import type { ScheduleState } from '@psc/core/billing/subscription-schedule';
import type { Deps } from '../../../deps.ts';
import type { Database } from '../../../db/client.ts';
import { priceTerms, type PricedTerms } from './billing-terms.ts';
import type { BillingAccountRow, SubscriptionRow } from './subscriptions.repository.ts';

/**
 * The next period's renewal priced as the renewal run prices it: the subscription's terms at the day the period
 * starts, with a coupon redeemed earlier while its duration runs. The run, the Details tab and the cancellation
 * message all use it, so what is shown is what is charged.
 */
export const priceRenewal = (
  deps: Pick<Deps, 'catalogueRepository'>,
  account: BillingAccountRow,
  subscription: SubscriptionRow,
  executor?: Database,
): Promise<PricedTerms> =>
  priceTerms(
    deps,
    {
      account,
      subscription: null,
      planId: subscription.planId,
      numberOfUsers: subscription.numberOfUsers,
      currency: subscription.currency,
      paymentFrequency: subscription.paymentFrequency as PaymentFrequency,
      couponCode: null,
      extraDataSets: subscription.extraDataSets,
      now: subscription.currentPeriodEnd,
      carriedCoupon:
        subscription.couponCode && subscription.couponRedeemedAt
          ? { code: subscription.couponCode, redeemedAt: subscription.couponRedeemedAt }
          : null,
    },
    executor,
  );

/** The subscription as core's schedule reads it (nextCharge, finalChargeAt). */
export const scheduleOf = (
  account: BillingAccountRow,
  subscription: SubscriptionRow,
  renewalAmount: number,
): ScheduleState => ({
  accountStatus: account.status,
  subscriptionStatus: subscription.status,
  paymentFrequency: subscription.paymentFrequency as PaymentFrequency,
  currentPeriodEnd: subscription.currentPeriodEnd.getTime(),
  cancelEffectiveAt: subscription.cancelEffectiveAt?.getTime() ?? null,
  renewalAmount,
  currency: subscription.currency,
});
