import { generateInvoicesQuerySchema } from '@psc/core/billing/billing.schemas';
import { invoiceStatus, type PaymentFrequency } from '@psc/core/billing/catalogue';
import { billingPeriodEnd } from '@psc/core/billing/subscription-term';
import type { Deps } from '../../../deps.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import { priceTerms } from './billing-terms.ts';
import { ensureCustomer } from '../payment-methods/ensure-customer.ts';
import { completePurchase, failPurchase, type SettlementDeps } from './purchase-settlement.ts';
import { applyPaymentIntentState } from './provider-payment-events.ts';
import { issueInvoice } from '../invoicing/issue-invoice.ts';
import type { PurchaseRow } from './subscriptions.repository.ts';

type GenerateDeps = SettlementDeps & Pick<Deps, 'paymentProvider' | 'billingCustomersRepository'>;

/** Charges a raised renewal to the account's default card; the outcome is applied like any payment. */
const chargeRenewal = async (deps: GenerateDeps, purchase: PurchaseRow): Promise<boolean> => {
  const account = await deps.subscriptionsRepository.findAccount(purchase.accountId);
  if (!account) return false;
  const customerId = await ensureCustomer(deps, account);
  const { defaultCardId } = await deps.paymentProvider.listCards(customerId);
  if (!defaultCardId) {
    await deps.database.db.transaction(async (tx) => {
      const locked = await deps.subscriptionsRepository.lockPurchase(purchase.id, tx);
      if (locked) await failPurchase(deps, locked, 'There is no default card to charge.', tx);
    });
    deps.mailSignal.notify();
    return false;
  }
  const intent = await deps.paymentProvider.chargeSavedCard(
    {
      customerId,
      paymentMethodId: defaultCardId,
      amount: purchase.amount,
      currency: purchase.currency,
      description: 'PSC subscription renewal',
      metadata: { purchaseId: purchase.id, accountId: purchase.accountId },
    },
    `${purchase.idempotencyKey}:charge`,
  );
  await deps.subscriptionsRepository.updatePurchase(purchase.id, {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
  });
  await applyPaymentIntentState(deps, intent);
  return true;
};

/**
 * GET /system/generateinvoices?year&month (operators): raises the renewal invoice of every subscription whose
 * paid period ends by the end of that month and charges it. Each renewal's key is its subscription and period,
 * so running the same month twice creates nothing twice and charges nothing twice.
 */
export const generateInvoices = async (deps: GenerateDeps, query: unknown) => {
  const { year, month } = parseBody(generateInvoicesQuerySchema, query);
  const until = new Date(Date.UTC(year, month, 1));
  const now = deps.clock.now();
  let created = 0;
  let existing = 0;
  let charged = 0;
  for (const subscription of await deps.subscriptionsRepository.listRenewalsDue(until)) {
    if (
      subscription.cancelEffectiveAt &&
      subscription.cancelEffectiveAt.getTime() <= subscription.currentPeriodEnd.getTime()
    )
      continue;
    const periodKey = `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString().slice(0, 10)}`;
    const purchase = await deps.database.db.transaction(async (tx) => {
      const account = await deps.subscriptionsRepository.lockAccount(subscription.accountId, tx);
      if (!account) return null;
      const known = await deps.subscriptionsRepository.findPurchaseByKey(periodKey, tx);
      if (known) {
        existing += 1;
        return known.status === 'pending' && known.paymentIntentId === null ? known : null;
      }
      const periodStart = subscription.currentPeriodEnd;
      const frequency = subscription.paymentFrequency as PaymentFrequency;
      const periodEnd = new Date(billingPeriodEnd(periodStart.getTime(), frequency));
      const priced = await priceTerms(
        deps,
        {
          account,
          subscription: null,
          planId: subscription.planId,
          numberOfUsers: subscription.numberOfUsers,
          currency: subscription.currency,
          paymentFrequency: frequency,
          couponCode: null,
          extraDataSets: subscription.extraDataSets,
          now: periodStart,
          carriedCoupon:
            subscription.couponCode && subscription.couponRedeemedAt
              ? { code: subscription.couponCode, redeemedAt: subscription.couponRedeemedAt }
              : null,
        },
        tx,
      );
      const quote = priced.quote;
      const inserted = await deps.subscriptionsRepository.insertPurchase(
        {
          accountId: account.id,
          kind: 'renewal',
          status: 'pending',
          idempotencyKey: periodKey,
          provider: deps.paymentProvider.kind,
          terms: priced.terms,
          quote,
          amount: quote.total,
          currency: subscription.currency,
          periodStart,
          periodEnd,
          createdAt: now,
        },
        tx,
      );
      const invoice = await issueInvoice(
        deps,
        {
          account,
          purchase: { ...inserted, terms: priced.terms, quote },
          planName: priced.plan.name,
          subscriptionId: subscription.id,
          description: `${priced.plan.name} plan renewal, ${subscription.numberOfUsers} user licence(s)`,
          status: invoiceStatus.raised,
          paidAt: null,
          paymentReference: null,
          periodKey,
          at: now,
        },
        tx,
      );
      await deps.subscriptionsRepository.updatePurchase(inserted.id, { invoiceId: invoice.id }, tx);
      created += 1;
      const withInvoice = { ...inserted, invoiceId: invoice.id };
      if (withInvoice.amount === 0) {
        await completePurchase(deps, withInvoice, null, tx);
        return null;
      }
      return withInvoice;
    });
    if (purchase) {
      try {
        if (await chargeRenewal(deps, purchase)) charged += 1;
      } catch (error) {
        deps.logger.error(
          { err: error, purchaseId: purchase.id },
          'renewal charge failed; reconciliation retries with the same key',
        );
      }
    }
  }
  deps.mailSignal.notify();
  return {
    success: true,
    message: `Invoices for ${year}-${String(month).padStart(2, '0')}: ${created} created, ${existing} already there, ${charged} charged`,
    created,
    charged,
    existing,
  };
};
