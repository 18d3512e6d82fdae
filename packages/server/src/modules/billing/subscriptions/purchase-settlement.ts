import { accountStatus } from '@psc/core/accounts/account-status';
import { invoiceStatus } from '@psc/core/billing/catalogue';
import type { Quote } from '@psc/core/billing/quote';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { recordSecurityEvent } from '../../security-events/record-security-event.ts';
import type { PurchaseRow } from './subscriptions.repository.ts';
import type { PurchaseTerms } from './billing-terms.ts';
import { paymentFailedMail } from '../invoicing/invoice-mail.ts';
import { issueInvoice, markInvoicePaid } from '../invoicing/issue-invoice.ts';
import { billingRecipientLanguage, mailInvoiceById } from '../invoicing/mail-invoice.ts';

export type SettlementDeps = Pick<
  Deps,
  | 'catalogueRepository'
  | 'invoicesRepository'
  | 'subscriptionsRepository'
  | 'database'
  | 'clock'
  | 'config'
  | 'mailRepository'
  | 'mailSignal'
  | 'securityEventsRepository'
  | 'failpoint'
  | 'logger'
  | 'languageRepository'
>;

/**
 * Applies a paid purchase exactly once (the caller holds the purchase row lock): the subscription and the account
 * get the purchased plan and licences, the invoice is issued (or a raised renewal invoice marked paid), the
 * coupon redeemed and the invoice e-mailed, all in the caller's transaction.
 */
export const completePurchase = async (
  deps: SettlementDeps,
  purchase: PurchaseRow,
  paymentReference: string | null,
  tx: Database,
): Promise<void> => {
  if (purchase.status === 'succeeded' || purchase.status === 'cleared') return;
  const now = deps.clock.now();
  const terms = purchase.terms as PurchaseTerms;
  const quote = purchase.quote as Quote;
  const account = await deps.subscriptionsRepository.lockAccount(purchase.accountId, tx);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  const plan = await deps.catalogueRepository.findPlan(terms.planId, tx);
  if (!plan) throw new AppError('NOT_FOUND', billingRecordMessages.planNotFound);
  const existing = await deps.subscriptionsRepository.findSubscription(purchase.accountId, tx);

  let subscriptionId: string;
  let startedAt: Date;
  if (purchase.kind === 'change') {
    const continuing = existing !== null && existing.status !== 'ended';
    const isNewCoupon = terms.couponCode !== null && terms.couponCode !== existing?.couponCode;
    const saved = await deps.subscriptionsRepository.saveSubscription(
      {
        accountId: purchase.accountId,
        planId: terms.planId,
        numberOfUsers: terms.numberOfUsers,
        extraDataSets: terms.extraDataSets,
        currency: terms.currency,
        paymentFrequency: terms.paymentFrequency,
        couponCode: terms.couponCode,
        couponRedeemedAt: isNewCoupon ? now : terms.couponCode ? (existing?.couponRedeemedAt ?? now) : null,
        status: 'active',
        startedAt: continuing ? existing.startedAt : purchase.periodStart,
        currentPeriodStart: purchase.periodStart,
        currentPeriodEnd: purchase.periodEnd,
        paidForPeriod: quote.periodTotal,
        // Paying for a plan withdraws an earlier cancellation notice.
        cancelNoticeAt: null,
        cancelEffectiveAt: null,
        graceUntil: null,
        updatedAt: now,
      },
      tx,
    );
    subscriptionId = saved.id;
    startedAt = saved.startedAt;
    if (isNewCoupon && terms.couponCode)
      await deps.catalogueRepository.redeemCoupon(terms.couponCode, purchase.accountId, purchase.id, now, tx);
  } else {
    if (!existing) throw new AppError('NOT_FOUND', billingRecordMessages.subscriptionNotFound);
    await deps.subscriptionsRepository.updateSubscription(
      existing.id,
      {
        status: 'active',
        currentPeriodStart: purchase.periodStart,
        currentPeriodEnd: purchase.periodEnd,
        paidForPeriod: quote.periodTotal,
        graceUntil: null,
        updatedAt: now,
      },
      tx,
    );
    subscriptionId = existing.id;
    startedAt = existing.startedAt;
  }

  await deps.subscriptionsRepository.updateAccountPlan(
    purchase.accountId,
    {
      status: accountStatus.paid,
      currentPlanId: plan.id,
      numberOfUsers: terms.numberOfUsers,
      numberOfEditors: terms.numberOfUsers,
      numberOfSources: plan.numberOfSources + terms.extraDataSets,
      numberOfSnapshots: plan.numberOfSnapshots,
      paymentLength: terms.paymentFrequency,
      currencyCode: terms.currency,
      couponCode: terms.couponCode,
      paymentProcessorId: purchase.provider,
      subscriptionRef: subscriptionId,
      subscriptionStartDate: startedAt,
      // A renewal paid inside a cancelled term keeps the notice: the subscription still ends on that day
      // (decision 0082); only a purchase of a plan withdraws it.
      subscriptionCancelationDate: purchase.kind === 'renewal' ? (existing?.cancelEffectiveAt ?? null) : null,
      validUntil: purchase.periodEnd,
    },
    tx,
  );

  let invoiceId = purchase.invoiceId;
  if (invoiceId) {
    await markInvoicePaid(deps, invoiceId, { paidAt: now, paymentReference }, tx);
  } else if (purchase.amount > 0) {
    const invoice = await issueInvoice(
      deps,
      {
        account,
        purchase: { ...purchase, terms, quote },
        planName: plan.name,
        subscriptionId,
        description: `${plan.name} plan, ${terms.numberOfUsers} user licence(s)${quote.proration ? ', change during the period' : ''}`,
        status: invoiceStatus.paid,
        paidAt: now,
        paymentReference,
        periodKey: null,
        at: now,
      },
      tx,
    );
    invoiceId = invoice.id;
  }
  await deps.subscriptionsRepository.updatePurchase(
    purchase.id,
    { status: 'succeeded', completedAt: now, invoiceId, failureMessage: null },
    tx,
  );
  if (invoiceId) await mailInvoiceById(deps, account, invoiceId, tx);
  await recordSecurityEvent(
    deps,
    {
      type: 'payment_succeeded',
      accountId: purchase.accountId,
      personId: purchase.createdBy,
      detail: {
        purchaseId: purchase.id,
        amount: purchase.amount,
        currency: purchase.currency,
        planId: plan.id,
        numberOfUsers: terms.numberOfUsers,
      },
    },
    tx,
  );
};

/** A refused charge: the purchase waits for another card; a refused renewal starts the grace period. */
export const failPurchase = async (
  deps: SettlementDeps,
  purchase: PurchaseRow,
  reason: string,
  tx: Database,
): Promise<void> => {
  if (purchase.status !== 'pending') return;
  const now = deps.clock.now();
  await deps.subscriptionsRepository.updatePurchase(
    purchase.id,
    { status: 'failed', failureMessage: reason },
    tx,
  );
  if (purchase.kind === 'renewal') {
    const subscription = await deps.subscriptionsRepository.findSubscription(purchase.accountId, tx);
    const account = await deps.subscriptionsRepository.findAccount(purchase.accountId, tx);
    if (subscription && subscription.status !== 'ended' && subscription.graceUntil === null) {
      const graceUntil = new Date(now.getTime() + deps.config.billing.graceDays * 86_400_000);
      await deps.subscriptionsRepository.updateSubscription(
        subscription.id,
        { status: 'past_due', graceUntil, updatedAt: now },
        tx,
      );
      if (account?.defaultEmail) {
        await enqueueMail(
          deps,
          paymentFailedMail({
            to: account.defaultEmail,
            accountName: account.name,
            amount: purchase.amount,
            currency: purchase.currency,
            reason,
            graceUntil,
            publicUrl: deps.config.publicUrl,
            language: await billingRecipientLanguage(deps, account, tx),
          }),
          tx,
        );
      }
    }
  }
  await recordSecurityEvent(
    deps,
    {
      type: 'payment_failed',
      accountId: purchase.accountId,
      personId: purchase.createdBy,
      detail: { purchaseId: purchase.id, reason },
    },
    tx,
  );
};
