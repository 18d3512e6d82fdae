import type { Deps } from '../../../deps.ts';
import { findCustomerId } from '../payment-methods/ensure-customer.ts';
import { recordSecurityEvent } from '../../security-events/record-security-event.ts';
import type { SettlementDeps } from './purchase-settlement.ts';
import { applyPaymentIntentState, applyProviderEvent } from './provider-payment-events.ts';
import { recordReconciliationMismatches } from '../../../telemetry/psc-metrics.ts';

const dayMs = 86_400_000;
const payableStatuses = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * A purchase replaced by a later one must leave nothing payable and nothing paid at the provider: an intent still
 * open is cancelled, one that was paid anyway (a second tab, a double click before the fix of issue 12) is refunded
 * in full. Each is said in the account's audit trail; the secret is then cleared so it is dealt with once.
 */
const settleSupersededPurchases = async (
  deps: SettlementDeps & Pick<Deps, 'paymentProvider'>,
  now: Date,
  mismatches: string[],
) => {
  const provider = deps.paymentProvider;
  let cancelled = 0;
  let refunded = 0;
  for (const purchase of await deps.subscriptionsRepository.listSupersededPurchasesWithIntent(
    new Date(now.getTime() - 60 * dayMs),
  )) {
    if (purchase.provider !== provider.kind || !purchase.paymentIntentId) continue;
    try {
      const intent = await provider.retrievePaymentIntent(purchase.paymentIntentId);
      let type: 'payment_intent_cancelled' | 'payment_refunded' | null = null;
      if (payableStatuses.has(intent.status)) {
        await provider.cancelPaymentIntent(intent.id, `${purchase.idempotencyKey}:cancel`);
        type = 'payment_intent_cancelled';
        cancelled += 1;
      } else if (intent.status === 'succeeded') {
        await provider.refundPaymentIntent(intent.id, `${purchase.idempotencyKey}:refund`);
        type = 'payment_refunded';
        refunded += 1;
      } else if (intent.status === 'processing' || intent.status === 'requires_capture') continue;
      await deps.database.db.transaction(async (tx) => {
        await deps.subscriptionsRepository.updatePurchase(purchase.id, { clientSecret: null }, tx);
        if (type)
          await recordSecurityEvent(
            deps,
            {
              type,
              accountId: purchase.accountId,
              detail: {
                purchaseId: purchase.id,
                paymentIntentId: intent.id,
                amount: purchase.amount,
                currency: purchase.currency,
                reason: 'the purchase was replaced by a later one',
              },
            },
            tx,
          );
      });
    } catch (error) {
      mismatches.push(`purchase ${purchase.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { cancelled, refunded };
};

/**
 * Compares our books with the provider's and repairs ours: events we never received (or lost in a crash) are
 * applied from the provider's list, and every open purchase is settled against its intent. Safe to run anywhere,
 * any time, twice: every step is idempotent.
 */
export const reconcilePayments = async (
  deps: SettlementDeps &
    Pick<Deps, 'paymentProvider' | 'providerEventsRepository' | 'billingCustomersRepository'>,
  options: { minimumAgeMs?: number } = {},
) => {
  const provider = deps.paymentProvider;
  const now = deps.clock.now();
  const latest = await deps.providerEventsRepository.latestEventTime(provider.kind);
  // Look back a day past the newest event we hold: deliveries arrive out of order.
  const since = Math.floor(((latest?.getTime() ?? now.getTime() - 30 * dayMs) - dayMs) / 1000);
  let eventsApplied = 0;
  for (const event of await provider.listEventsSince(since)) {
    if ((await applyProviderEvent(deps, provider.kind, event)) === 'applied') eventsApplied += 1;
  }
  let purchasesSettled = 0;
  const mismatches: string[] = [];
  const open = await deps.subscriptionsRepository.listOpenPurchases(
    new Date(now.getTime() - (options.minimumAgeMs ?? 0)),
  );
  for (const purchase of open) {
    if (purchase.provider !== provider.kind) continue;
    try {
      let intentId = purchase.paymentIntentId;
      if (!intentId && purchase.kind === 'change' && purchase.status === 'pending') {
        // Created at the provider but never stored (a crash): the same key returns the same intent, never a second one.
        const customerId = await findCustomerId(deps, purchase.accountId);
        if (!customerId) continue;
        const intent = await provider.createPaymentIntent(
          {
            customerId,
            amount: purchase.amount,
            currency: purchase.currency,
            description: 'PSC subscription',
            metadata: { purchaseId: purchase.id, accountId: purchase.accountId },
          },
          `${purchase.idempotencyKey}:payment-intent`,
        );
        await deps.subscriptionsRepository.updatePurchase(purchase.id, {
          paymentIntentId: intent.id,
          clientSecret: intent.clientSecret,
        });
        intentId = intent.id;
      }
      if (!intentId) continue;
      const outcome = await applyPaymentIntentState(deps, await provider.retrievePaymentIntent(intentId));
      if (outcome === 'completed' || outcome === 'failed') purchasesSettled += 1;
    } catch (error) {
      mismatches.push(`purchase ${purchase.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const superseded = await settleSupersededPurchases(deps, now, mismatches);
  recordReconciliationMismatches(mismatches.length);
  return {
    success: mismatches.length === 0,
    message: `Applied ${eventsApplied} event(s), settled ${purchasesSettled} purchase(s), cancelled ${superseded.cancelled} unused payment request(s), refunded ${superseded.refunded} payment(s) without a purchase`,
    eventsApplied,
    purchasesSettled,
    intentsCancelled: superseded.cancelled,
    paymentsRefunded: superseded.refunded,
    mismatches,
  };
};
