import { accountStatus } from '@psc/core/accounts/account-status';
import { freePlanId } from '@psc/core/accounts/plans';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { noticeDeadline, termEndAt } from '@psc/core/billing/subscription-term';
import { finalChargeAt, nextCharge, type ScheduleState } from '@psc/core/billing/subscription-schedule';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { isPrincipalAdministrator } from '../../../shared/guards.ts';
import { toComputedPrice } from './billing-terms.ts';
import { priceRenewal, scheduleOf } from './renewal-schedule.ts';
import type { SettlementDeps } from './purchase-settlement.ts';
import { applyPaymentIntentState } from './provider-payment-events.ts';

/**
 * GET /api/v1/account/subscriptionDetails: the Paid Plan section of the Details tab. An open purchase is first
 * brought in line with the provider, so the card form's return shows the result even if the webhook is late.
 */
export const getSubscriptionDetails = async (
  deps: SettlementDeps & Pick<Deps, 'paymentProvider'>,
  principal: Principal,
): Promise<SubscriptionDetailsReply> => {
  const isAdministrator = isPrincipalAdministrator(principal);
  let open = await deps.subscriptionsRepository.findOpenPurchase(principal.accountId);
  if (isAdministrator && open?.paymentIntentId && open.status === 'pending') {
    try {
      await applyPaymentIntentState(
        deps,
        await deps.paymentProvider.retrievePaymentIntent(open.paymentIntentId),
      );
      open = await deps.subscriptionsRepository.findOpenPurchase(principal.accountId);
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not refresh the open purchase from the provider');
    }
  }
  const account = await deps.subscriptionsRepository.findAccount(principal.accountId);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  const [plan, subscription, members] = await Promise.all([
    deps.catalogueRepository.findPlan(account.currentPlanId),
    deps.subscriptionsRepository.findSubscription(account.id),
    deps.subscriptionsRepository.countMembers(account.id),
  ]);
  const now = deps.clock.now();
  const running = subscription !== null && subscription.status !== 'ended';
  let renewal: SubscriptionDetailsReply['renewal'] = null;
  let schedule: ScheduleState | null = null;
  if (running) {
    const priced = await priceRenewal(deps, account, subscription).catch(() => null);
    renewal = priced ? toComputedPrice(priced) : null;
    // The same rule the renewal run follows (core's nextCharge), so the line shown is the charge made.
    if (priced) schedule = scheduleOf(account, subscription, priced.quote.total);
  }
  const owed = open?.kind === 'renewal' ? open : null;
  const charge = schedule && owed === null ? nextCharge(schedule) : null;
  const cancelled = running && subscription.cancelEffectiveAt !== null;
  const planType =
    account.status === accountStatus.super
      ? 'Super'
      : account.currentPlanId === freePlanId || account.status === accountStatus.free
        ? 'Free'
        : 'Paid';
  return {
    planType,
    planId: account.currentPlanId,
    planName: plan?.name ?? 'Free',
    status: account.status,
    currency: running ? subscription.currency : account.currencyCode,
    paymentFrequency: running ? subscription.paymentFrequency : account.paymentLength,
    numberOfUsers: account.numberOfUsers,
    usedUsers: members.fullUsers,
    couponCode: running ? subscription.couponCode : null,
    renewal,
    subscriptionStartDate: running
      ? subscription.startedAt.getTime()
      : (account.subscriptionStartDate?.getTime() ?? null),
    currentPeriodStart: running ? subscription.currentPeriodStart.getTime() : null,
    currentPeriodEnd: running ? subscription.currentPeriodEnd.getTime() : null,
    nextPaymentDate: charge?.at ?? null,
    termEnd: running ? termEndAt(subscription.startedAt.getTime(), now.getTime()) : null,
    noticeDeadline: running ? noticeDeadline(subscription.startedAt.getTime(), now.getTime()) : null,
    subscriptionCancelationDate: cancelled
      ? (subscription.cancelEffectiveAt?.getTime() ?? null)
      : (account.subscriptionCancelationDate?.getTime() ?? null),
    graceUntil: running ? (subscription.graceUntil?.getTime() ?? null) : null,
    // §4's flag (the default admin at status 2); a notice already given shows in subscriptionCancelationDate.
    isCancellationEnabled: principal.isDefaultAdmin && account.status === accountStatus.paid,
    nextCharge: charge,
    finalChargeAt: cancelled && schedule ? finalChargeAt(schedule) : null,
    endsAt: cancelled ? (subscription.cancelEffectiveAt?.getTime() ?? null) : null,
    amountDue: owed
      ? {
          purchaseId: owed.id,
          amount: owed.amount,
          currency: owed.currency,
          since: owed.periodStart.getTime(),
        }
      : null,
    pendingPurchase: open
      ? {
          id: open.id,
          amount: open.amount,
          currency: open.currency,
          status: open.status,
          clientSecret: isAdministrator ? open.clientSecret : null,
          message: open.failureMessage,
        }
      : null,
    provider: deps.paymentProvider.kind,
  };
};
