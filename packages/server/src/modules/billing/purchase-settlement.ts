import { accountStatus } from '@psc/core/accounts/account-status';
import { invoiceStatus } from '@psc/core/billing/catalogue';
import type { Quote } from '@psc/core/billing/quote';
import { periodFor } from '@psc/core/billing/subscription-term';
import { AppError } from '@psc/core/shared/app-error';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';
import type { BillingAccountRow, InvoiceRow, PurchaseRow } from './billing.repository.ts';
import type { PurchaseTerms } from './billing-terms.ts';
import { buyerFromAccount, type InvoiceLine } from './invoice-document.ts';
import { paymentFailedMail } from './invoice-mail.ts';
import { mailInvoice } from './mail-invoice.ts';
import type { ProviderEvent, ProviderPaymentIntent } from './payment-provider.ts';

export type SettlementDeps = Pick<
  Deps,
  | 'billingRepository'
  | 'database'
  | 'clock'
  | 'config'
  | 'mailRepository'
  | 'mailSignal'
  | 'securityEventsRepository'
  | 'failpoint'
  | 'logger'
>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Invoice lines whose sum, less the discount, is the amount charged: the same figures as the quote. */
export const invoiceLinesFor = (quote: Quote, planName: string): InvoiceLine[] => {
  const lines: InvoiceLine[] = quote.bandLines.map((line) =>
    line.unitAmount === 0
      ? {
          description: `${planName} plan, users ${line.band} (flat)`,
          quantity: line.quantity,
          unitAmount: line.flatAmount,
          amount: line.total,
        }
      : {
          description: `${planName} user licences, band ${line.band}`,
          quantity: line.quantity,
          unitAmount: line.unitAmount,
          amount: line.total,
        },
  );
  if (quote.sourceCost > 0)
    lines.push({
      description: 'Extra data sets',
      quantity: 1,
      unitAmount: quote.sourceCost,
      amount: quote.sourceCost,
    });
  if (quote.proration) {
    const { daysLeft, daysInPeriod, newPart, creditPart } = quote.proration;
    if (newPart !== quote.periodTotal)
      lines.push({
        description: `Prorated to ${daysLeft} of ${daysInPeriod} days`,
        quantity: 1,
        unitAmount: newPart - quote.periodTotal,
        amount: newPart - quote.periodTotal,
      });
    if (creditPart > 0)
      lines.push({
        description: `Credit for the ${daysLeft} unused days already paid`,
        quantity: 1,
        unitAmount: -creditPart,
        amount: -creditPart,
      });
  }
  if (quote.credit > 0)
    lines.push({
      description: 'Credit carried from the previous period',
      quantity: 1,
      unitAmount: -quote.credit,
      amount: -quote.credit,
    });
  return lines;
};

/** Issues an invoice with the next number of the seller in the caller's transaction. */
export const issueInvoice = async (
  deps: Pick<Deps, 'billingRepository' | 'config'>,
  input: {
    account: BillingAccountRow;
    purchase: Pick<PurchaseRow, 'id' | 'amount' | 'currency' | 'periodStart' | 'periodEnd'> & {
      terms: PurchaseTerms;
      quote: Quote;
    };
    planName: string;
    subscriptionId: string | null;
    description: string;
    status: number;
    paidAt: Date | null;
    paymentReference: string | null;
    periodKey: string | null;
    at: Date;
  },
  tx: Database,
): Promise<InvoiceRow> => {
  const seller = deps.config.billing.seller;
  const number = await deps.billingRepository.nextInvoiceNumber(seller.code, tx);
  return deps.billingRepository.insertInvoice(
    {
      seller: seller.code,
      number,
      accountId: input.account.id,
      subscriptionId: input.subscriptionId,
      purchaseId: input.purchase.id,
      periodKey: input.periodKey,
      amount: input.purchase.amount,
      subtotal: input.purchase.quote.cost,
      discount: input.purchase.quote.discount,
      tax: 0,
      currency: input.purchase.currency,
      description: input.description,
      emittedWhen: input.at,
      paid: input.paidAt !== null,
      paidWhen: input.paidAt,
      paymentFrequency: input.purchase.terms.paymentFrequency,
      paymentMethod: input.account.paymentMethod,
      paymentProcessorId: input.paymentReference ? 'card' : null,
      paymentReference: input.paymentReference,
      period: `${isoDay(input.purchase.periodStart)} - ${isoDay(input.purchase.periodEnd)}`,
      periodFor: periodFor(input.purchase.periodStart.getTime()),
      periodStart: input.purchase.periodStart,
      periodEnd: input.purchase.periodEnd,
      numberOfUsers: input.purchase.terms.numberOfUsers,
      status: input.status,
      lines: invoiceLinesFor(input.purchase.quote, input.planName),
      buyer: buyerFromAccount(input.account),
      sellerDetails: {
        name: seller.name,
        address: seller.address.split(/\s*,\s*/),
        vat: seller.vat,
        email: seller.email,
      },
    },
    tx,
  );
};

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
  const repository = deps.billingRepository;
  const account = await repository.lockAccount(purchase.accountId, tx);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found');
  const plan = await repository.findPlan(terms.planId, tx);
  if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
  const existing = await repository.findSubscription(purchase.accountId, tx);

  let subscriptionId: string;
  let startedAt: Date;
  if (purchase.kind === 'change') {
    const continuing = existing !== null && existing.status !== 'ended';
    const isNewCoupon = terms.couponCode !== null && terms.couponCode !== existing?.couponCode;
    const saved = await repository.saveSubscription(
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
      await repository.redeemCoupon(terms.couponCode, purchase.accountId, purchase.id, now, tx);
  } else {
    if (!existing) throw new AppError('NOT_FOUND', 'Subscription not found');
    await repository.updateSubscription(
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

  await repository.updateAccountPlan(
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
      subscriptionCancelationDate: null,
      validUntil: purchase.periodEnd,
    },
    tx,
  );

  let invoiceId = purchase.invoiceId;
  if (invoiceId) {
    await repository.updateInvoice(
      invoiceId,
      { status: invoiceStatus.paid, paid: true, paidWhen: now, paymentReference, paymentProcessorId: 'card' },
      tx,
    );
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
  await repository.updatePurchase(
    purchase.id,
    { status: 'succeeded', completedAt: now, invoiceId, failureMessage: null },
    tx,
  );
  if (invoiceId) {
    const invoice = await repository.findInvoiceById(invoiceId, tx);
    if (invoice) await mailInvoice(deps, account, invoice, tx);
  }
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
  await deps.billingRepository.updatePurchase(purchase.id, { status: 'failed', failureMessage: reason }, tx);
  if (purchase.kind === 'renewal') {
    const subscription = await deps.billingRepository.findSubscription(purchase.accountId, tx);
    const account = await deps.billingRepository.findAccount(purchase.accountId, tx);
    if (subscription && subscription.status !== 'ended' && subscription.graceUntil === null) {
      const graceUntil = new Date(now.getTime() + deps.config.billing.graceDays * 86_400_000);
      await deps.billingRepository.updateSubscription(
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

/** Brings a purchase in line with the provider's view of its intent, in the caller's transaction; idempotent. */
const settleWithIntent = async (
  deps: SettlementDeps,
  intent: ProviderPaymentIntent,
  tx: Database,
): Promise<'completed' | 'failed' | 'unchanged' | 'unknown'> => {
  let purchase = await deps.billingRepository.lockPurchaseByIntent(intent.id, tx);
  if (!purchase && intent.metadata.purchaseId) {
    // The process may have died between creating the intent and storing its id: the metadata names the purchase.
    purchase = await deps.billingRepository.lockPurchase(intent.metadata.purchaseId, tx);
    if (purchase && purchase.paymentIntentId === null) {
      await deps.billingRepository.updatePurchase(
        purchase.id,
        { paymentIntentId: intent.id, clientSecret: intent.clientSecret },
        tx,
      );
      purchase = { ...purchase, paymentIntentId: intent.id, clientSecret: intent.clientSecret };
    } else if (purchase && purchase.paymentIntentId !== intent.id) {
      purchase = null;
    }
  }
  if (!purchase) return 'unknown';
  if (intent.status === 'succeeded') {
    if (purchase.status === 'succeeded') return 'unchanged';
    if (intent.amount !== purchase.amount || intent.currency !== purchase.currency) {
      deps.logger.error(
        { purchaseId: purchase.id, intent: intent.id },
        'paid amount differs from the purchase: left for an operator',
      );
      return 'unchanged';
    }
    await completePurchase(deps, purchase, intent.id, tx);
    return 'completed';
  }
  if (
    (intent.status === 'requires_payment_method' && intent.lastErrorMessage) ||
    intent.status === 'canceled'
  ) {
    if (purchase.status !== 'pending') return 'unchanged';
    await failPurchase(deps, purchase, intent.lastErrorMessage ?? 'The payment was cancelled', tx);
    return 'failed';
  }
  return 'unchanged';
};

/** The provider's current intent, applied outside any event (reconciliation, the card form's return). */
export const applyPaymentIntentState = async (deps: SettlementDeps, intent: ProviderPaymentIntent) => {
  const outcome = await deps.database.db.transaction((tx) => settleWithIntent(deps, intent, tx));
  if (outcome === 'completed' || outcome === 'failed') deps.mailSignal.notify();
  return outcome;
};

/**
 * One provider event, recorded by its id and applied in the same transaction: a redelivery finds the id and
 * changes nothing; purchases only move forward (a success is final), so any order of events ends the same.
 */
export const applyProviderEvent = async (
  deps: SettlementDeps,
  provider: 'sandbox' | 'stripe',
  event: ProviderEvent,
): Promise<'duplicate' | 'applied' | 'ignored'> => {
  const objectId = event.object.kind === 'other' ? event.object.id : event.object.intent.id;
  const result = await deps.database.db.transaction(async (tx) => {
    const recorded = await deps.billingRepository.recordEvent(
      {
        id: event.id,
        provider,
        type: event.type,
        objectId,
        createdAt: new Date(event.created * 1000),
        receivedAt: deps.clock.now(),
        outcome: 'received',
        payload: event.payload as object,
      },
      tx,
    );
    if (!recorded) return 'duplicate' as const;
    let outcome: Awaited<ReturnType<typeof settleWithIntent>> = 'unknown';
    if (
      event.object.kind === 'payment_intent' &&
      (event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled')
    ) {
      outcome = await settleWithIntent(deps, event.object.intent, tx);
    }
    deps.failpoint('after_provider_confirm_before_commit');
    return outcome === 'completed' || outcome === 'failed' ? ('applied' as const) : ('ignored' as const);
  });
  if (result === 'applied') deps.mailSignal.notify();
  return result;
};
