import type { Deps } from '../../deps.ts';
import { applyPaymentIntentState, applyProviderEvent, type SettlementDeps } from './purchase-settlement.ts';

const dayMs = 86_400_000;

/**
 * Compares our books with the provider's and repairs ours: events we never received (or lost in a crash) are
 * applied from the provider's list, and every open purchase is settled against its intent. Safe to run anywhere,
 * any time, twice: every step is idempotent.
 */
export const reconcilePayments = async (
  deps: SettlementDeps & Pick<Deps, 'paymentProvider'>,
  options: { minimumAgeMs?: number } = {},
) => {
  const provider = deps.paymentProvider;
  const now = deps.clock.now();
  const latest = await deps.billingRepository.latestEventTime(provider.kind);
  // Look back a day past the newest event we hold: deliveries arrive out of order.
  const since = Math.floor(((latest?.getTime() ?? now.getTime() - 30 * dayMs) - dayMs) / 1000);
  let eventsApplied = 0;
  for (const event of await provider.listEventsSince(since)) {
    if ((await applyProviderEvent(deps, provider.kind, event)) === 'applied') eventsApplied += 1;
  }
  let purchasesSettled = 0;
  const mismatches: string[] = [];
  const open = await deps.billingRepository.listOpenPurchases(
    new Date(now.getTime() - (options.minimumAgeMs ?? 0)),
  );
  for (const purchase of open) {
    if (purchase.provider !== provider.kind) continue;
    try {
      let intentId = purchase.paymentIntentId;
      if (!intentId && purchase.kind === 'change' && purchase.status === 'pending') {
        // Created at the provider but never stored (a crash): the same key returns the same intent, never a second one.
        const customerId = await deps.billingRepository.findCustomer(purchase.accountId, provider.kind);
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
        await deps.billingRepository.updatePurchase(purchase.id, {
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
  return {
    success: mismatches.length === 0,
    message: `Applied ${eventsApplied} event(s), settled ${purchasesSettled} purchase(s)`,
    eventsApplied,
    purchasesSettled,
    mismatches,
  };
};
