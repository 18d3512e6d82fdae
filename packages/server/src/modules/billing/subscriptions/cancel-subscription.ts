import { accountStatus } from '@psc/core/accounts/account-status';
import { defaultPlans, freePlanId } from '@psc/core/accounts/plans';
import { billingMessages } from '@psc/core/billing/billing.schemas';
import { cancellationEffectiveAt } from '@psc/core/billing/subscription-term';
import { describeCancellation, isoDay } from '@psc/core/billing/cancellation-wording';
import { finalChargeAt, nextCharge } from '@psc/core/billing/subscription-schedule';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../../deps.ts';
import type { Database } from '../../../db/client.ts';
import type { Principal } from '../../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../../security-events/record-security-event.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { cancellationMail, type CancellationWording } from '../invoicing/invoice-mail.ts';
import { billingRecipientLanguage } from '../invoicing/mail-invoice.ts';
import { priceRenewal, scheduleOf } from './renewal-schedule.ts';

const freePlan = defaultPlans[0];

/** The Free plan of §4: 1 editor, 2 sources, Monthly, GBP; status 3 once the paid subscription has ended. */
export const returnToFree = async (
  deps: Pick<Deps, 'catalogueRepository' | 'subscriptionsRepository'>,
  accountId: string,
  endedAt: Date,
  tx: Database,
): Promise<void> => {
  const plan = (await deps.catalogueRepository.findPlan(freePlanId, tx)) ?? freePlan;
  const subscription = await deps.subscriptionsRepository.findSubscription(accountId, tx);
  if (subscription)
    await deps.subscriptionsRepository.updateSubscription(
      subscription.id,
      { status: 'ended', cancelEffectiveAt: endedAt, updatedAt: endedAt },
      tx,
    );
  await deps.subscriptionsRepository.updateAccountPlan(
    accountId,
    {
      status: accountStatus.cancelled,
      currentPlanId: plan.id,
      numberOfUsers: plan.numberOfEditors,
      numberOfEditors: plan.numberOfEditors,
      numberOfSources: plan.numberOfSources,
      numberOfSnapshots: plan.numberOfSnapshots,
      paymentLength: 'Monthly',
      currencyCode: 'GBP',
      couponCode: null,
      subscriptionCancelationDate: endedAt,
      validUntil: endedAt,
    },
    tx,
  );
};

/**
 * DELETE /api/v1/accounts/subscriptions: written notice to stop paying (docs/decisions/0016). Only the default
 * admin at status 2; refused while the account has more users or calculators than Free allows. The
 * account returns to Free at the end of the 12-month term the notice ends (the next one if under 30 days remain).
 */
export const cancelSubscription = async (
  deps: Pick<
    Deps,
    | 'catalogueRepository'
    | 'subscriptionsRepository'
    | 'database'
    | 'clock'
    | 'securityEventsRepository'
    | 'mailRepository'
    | 'mailSignal'
    | 'config'
    | 'languageRepository'
  >,
  principal: Principal,
  origin: RequestOrigin,
): Promise<{ success: boolean; message: string; effectiveAt: number }> => {
  const now = deps.clock.now();
  const reply = await deps.database.db.transaction(async (tx) => {
    const account = await deps.subscriptionsRepository.lockAccount(principal.accountId, tx);
    if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
    if (!principal.isDefaultAdmin || account.status !== accountStatus.paid) {
      throw new AppError('FORBIDDEN', billingMessages.onlyDefaultAdminCancels, {
        reason: 'cancel_not_permitted',
      });
    }
    const free = (await deps.catalogueRepository.findPlan(freePlanId, tx)) ?? freePlan;
    const members = await deps.subscriptionsRepository.countMembers(account.id, tx);
    const dataSources = await deps.subscriptionsRepository.countDataSources(account.id, tx);
    // What blocks a return to Free is what is in use (users, calculators), not the licences bought: a customer
    // with 2 licences and 1 user must be able to leave (issue 12, money 2b); the licences end with the term.
    if (members.fullUsers + members.viewers > free.numberOfEditors || dataSources > free.numberOfSources) {
      throw new AppError('CONFLICT', billingMessages.cancelRefused, { reason: 'over_free_limits' });
    }
    const subscription = await deps.subscriptionsRepository.findSubscription(account.id, tx);
    const running = subscription !== null && subscription.status !== 'ended';
    const effectiveAt = running
      ? new Date(cancellationEffectiveAt(subscription.startedAt.getTime(), now.getTime()))
      : now;
    let message = 'Your subscription is cancelled; the account is on the Free plan';
    let wording: CancellationWording | null = null;
    if (running && effectiveAt.getTime() > now.getTime()) {
      await deps.subscriptionsRepository.updateSubscription(
        subscription.id,
        { cancelNoticeAt: now, cancelEffectiveAt: effectiveAt, updatedAt: now },
        tx,
      );
      await deps.subscriptionsRepository.updateAccountPlan(
        account.id,
        { subscriptionCancelationDate: effectiveAt },
        tx,
      );
      // Inside the minimum term the monthly payments go on to its end (decision 0082): the reply and the
      // e-mail name the next and the last of them, as the Details tab does.
      const noticed = { ...subscription, cancelNoticeAt: now, cancelEffectiveAt: effectiveAt };
      const priced = await priceRenewal(deps, account, noticed, tx);
      const schedule = scheduleOf(account, noticed, priced.quote.total);
      wording = {
        endsAt: effectiveAt.getTime(),
        nextCharge: nextCharge(schedule),
        finalChargeAt: finalChargeAt(schedule),
      };
      message = describeCancellation(wording, isoDay);
    } else {
      await returnToFree(deps, account.id, now, tx);
    }
    if (account.defaultEmail)
      await enqueueMail(
        deps,
        cancellationMail({
          to: account.defaultEmail,
          accountName: account.name,
          wording,
          publicUrl: deps.config.publicUrl,
          language: await billingRecipientLanguage(deps, account, tx),
        }),
        tx,
      );
    await recordSecurityEvent(
      deps,
      {
        type: 'subscription_cancelled',
        accountId: account.id,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { effectiveAt: effectiveAt.toISOString() },
      },
      tx,
    );
    return { success: true, message, effectiveAt: effectiveAt.getTime() };
  });
  deps.mailSignal.notify();
  return reply;
};
