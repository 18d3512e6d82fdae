import { generateInvoicesQuerySchema } from '@psc/core/billing/billing.schemas';
import { invoiceStatus, type PaymentFrequency } from '@psc/core/billing/catalogue';
import { AppError } from '@psc/core/shared/app-error';
import { billingPeriodEnd } from '@psc/core/billing/subscription-term';
import { accountStatus } from '@psc/core/accounts/account-status';
import { parseBody } from '../../../shared/parse-body.ts';
import { isRenewalCharged } from '@psc/core/billing/subscription-schedule';
import { completePurchase } from './purchase-settlement.ts';
import { chargeRenewal, type ChargeRenewalDeps } from './charge-renewal.ts';
import { priceRenewal, scheduleOf } from './renewal-schedule.ts';
import { issueInvoice } from '../invoicing/issue-invoice.ts';
import type { PurchaseRow, SubscriptionRow } from './subscriptions.repository.ts';

type GenerateDeps = ChargeRenewalDeps;

type RenewalReport = {
  accountId: string;
  outcome: 'charged' | 'declined' | 'skipped' | 'failed' | 'existing' | 'nothing_due';
  message: string;
};

/** The renewal invoice of one subscription's next period, raised once (its key is the subscription and period). */
const raiseRenewal = (
  deps: GenerateDeps,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ purchase: PurchaseRow | null; report: RenewalReport | null; created: boolean }> => {
  const periodKey = `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString().slice(0, 10)}`;
  const accountId = subscription.accountId;
  return deps.database.db.transaction(async (tx) => {
    const account = await deps.subscriptionsRepository.lockAccount(accountId, tx);
    if (!account) return { purchase: null, report: null, created: false };
    if (!isRenewalCharged(scheduleOf(account, subscription, 0)))
      return {
        purchase: null,
        created: false,
        report:
          account.status === accountStatus.super
            ? { accountId, outcome: 'skipped', message: 'A super account is not charged' }
            : null,
      };
    const known = await deps.subscriptionsRepository.findPurchaseByKey(periodKey, tx);
    if (known) {
      // Not charged yet (a crash), or declined and still owed: the run charges it (again, within the limit).
      const retry = known.status === 'failed' && known.kind === 'renewal';
      const chargeable = (known.status === 'pending' && known.paymentIntentId === null) || retry;
      return {
        purchase: chargeable ? known : null,
        created: false,
        report: chargeable ? null : { accountId, outcome: 'existing', message: 'Already raised' },
      };
    }
    const priced = await priceRenewal(deps, account, subscription, tx);
    const quote = priced.quote;
    const periodStart = subscription.currentPeriodEnd;
    const frequency = subscription.paymentFrequency as PaymentFrequency;
    const inserted = await deps.subscriptionsRepository.insertPurchase(
      {
        accountId,
        kind: 'renewal',
        status: 'pending',
        idempotencyKey: periodKey,
        provider: deps.paymentProvider.kind,
        terms: priced.terms,
        quote,
        amount: quote.total,
        currency: subscription.currency,
        periodStart,
        periodEnd: new Date(billingPeriodEnd(periodStart.getTime(), frequency)),
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
    const withInvoice = { ...inserted, invoiceId: invoice.id };
    if (withInvoice.amount === 0) {
      await completePurchase(deps, withInvoice, null, tx);
      return {
        purchase: null,
        created: true,
        report: { accountId, outcome: 'nothing_due', message: 'Nothing to charge' },
      };
    }
    return { purchase: withInvoice, created: true, report: null };
  });
};

/** A failure's words for the operator's report: our own refusals as written, anything else without its details. */
const failureMessage = (error: unknown) =>
  error instanceof AppError ? error.message : 'Unexpected error; see the log';

/**
 * GET /system/generateinvoices?year&month (operators): raises the renewal invoice of every subscription whose
 * paid period ends by the end of that month and charges it. Each renewal's key is its subscription and period,
 * so running the same month twice creates nothing twice and charges nothing twice. Every account succeeds or
 * fails on its own (issue 44): one account's refusal or error never stops the others, and each is reported.
 */
export const generateInvoices = async (deps: GenerateDeps, query: unknown) => {
  const { year, month } = parseBody(generateInvoicesQuerySchema, query);
  const until = new Date(Date.UTC(year, month, 1));
  const now = deps.clock.now();
  let created = 0;
  const reports: RenewalReport[] = [];
  for (const subscription of await deps.subscriptionsRepository.listRenewalsDue(until)) {
    const accountId = subscription.accountId;
    try {
      const raised = await raiseRenewal(deps, subscription, now);
      if (raised.created) created += 1;
      if (raised.report) reports.push(raised.report);
      if (!raised.purchase) continue;
      const charge = await chargeRenewal(deps, raised.purchase, 'billing_run');
      reports.push(
        charge.outcome === 'paid'
          ? { accountId, outcome: 'charged', message: 'Charged' }
          : {
              accountId,
              outcome: 'declined',
              message:
                charge.outcome === 'no_card'
                  ? 'There is no default card to charge'
                  : charge.outcome === 'limit'
                    ? 'No more automatic retries: the customer pays from the Details tab'
                    : charge.message,
            },
      );
    } catch (error) {
      deps.logger.error({ err: error, accountId }, 'renewal of one account failed; the run goes on');
      reports.push({ accountId, outcome: 'failed', message: failureMessage(error) });
    }
  }
  deps.mailSignal.notify();
  const count = (outcome: RenewalReport['outcome']) =>
    reports.filter((report) => report.outcome === outcome).length;
  const charged = count('charged');
  const existing = count('existing');
  const declined = count('declined');
  const failed = count('failed');
  const skipped = count('skipped');
  return {
    success: true,
    message: `Invoices for ${year}-${String(month).padStart(2, '0')}: ${created} created, ${existing} already there, ${charged} charged, ${declined} declined, ${failed} failed, ${skipped} skipped`,
    created,
    charged,
    existing,
    declined,
    failed,
    skipped,
    accounts: reports,
  };
};
