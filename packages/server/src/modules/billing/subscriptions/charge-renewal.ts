import type { Deps } from '../../../deps.ts';
import { recordSecurityEvent } from '../../security-events/record-security-event.ts';
import { ensureCustomer } from '../payment-methods/ensure-customer.ts';
import type { ProviderPaymentIntent } from '../providers/payment-provider.ts';
import { applyPaymentIntentState } from './provider-payment-events.ts';
import { failPurchase, type SettlementDeps } from './purchase-settlement.ts';
import type { PurchaseRow } from './subscriptions.repository.ts';

export type ChargeRenewalDeps = SettlementDeps & Pick<Deps, 'paymentProvider' | 'billingCustomersRepository'>;

/**
 * Charges of one renewal at most (the run's, then Pay now's and the retries on a new default card), as Stripe's
 * recovery retries a few times and then stops: past it, only the card form pays (decision 0084).
 */
export const maxRenewalChargeAttempts = 4;

export type RenewalChargeOutcome =
  | { outcome: 'paid' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'needs_action'; message: string }
  | { outcome: 'no_card' }
  | { outcome: 'limit' };

const outcomeOf = (intent: ProviderPaymentIntent): RenewalChargeOutcome =>
  intent.status === 'succeeded'
    ? { outcome: 'paid' }
    : intent.status === 'requires_action'
      ? {
          outcome: 'needs_action',
          message: 'Your bank asks you to confirm this payment: pay it with the card form.',
        }
      : { outcome: 'declined', message: intent.lastErrorMessage ?? 'The card was declined.' };

/**
 * Charges a raised renewal to the account's default card, with a key of its own per attempt (a retry is a new
 * charge, a replay of the same attempt is not); the outcome is applied like any payment. Every attempt after the
 * first is written to the account's audit trail.
 */
export const chargeRenewal = async (
  deps: ChargeRenewalDeps,
  purchase: PurchaseRow,
  trigger: 'billing_run' | 'pay_now' | 'new_default_card',
): Promise<RenewalChargeOutcome> => {
  const account = await deps.subscriptionsRepository.findAccount(purchase.accountId);
  if (!account) return { outcome: 'no_card' };
  const attempt = purchase.chargeAttempts + 1;
  if (attempt > maxRenewalChargeAttempts) return { outcome: 'limit' };
  const customerId = await ensureCustomer(deps, account);
  const { defaultCardId } = await deps.paymentProvider.listCards(customerId);
  if (!defaultCardId) {
    await deps.database.db.transaction(async (tx) => {
      const locked = await deps.subscriptionsRepository.lockPurchase(purchase.id, tx);
      if (locked) await failPurchase(deps, locked, 'There is no default card to charge.', tx);
    });
    deps.mailSignal.notify();
    return { outcome: 'no_card' };
  }
  // The attempt is counted before the provider is called: a crash in between can only under-use the limit.
  await deps.database.db.transaction(async (tx) => {
    await deps.subscriptionsRepository.updatePurchase(
      purchase.id,
      { chargeAttempts: attempt, status: 'pending', paymentIntentId: null, clientSecret: null },
      tx,
    );
    if (attempt > 1)
      await recordSecurityEvent(
        deps,
        {
          type: 'payment_retried',
          accountId: purchase.accountId,
          personId: null,
          detail: { purchaseId: purchase.id, attempt, trigger, amount: purchase.amount },
        },
        tx,
      );
  });
  const intent = await deps.paymentProvider.chargeSavedCard(
    {
      customerId,
      paymentMethodId: defaultCardId,
      amount: purchase.amount,
      currency: purchase.currency,
      description: 'PSC subscription renewal',
      metadata: { purchaseId: purchase.id, accountId: purchase.accountId },
    },
    attempt === 1 ? `${purchase.idempotencyKey}:charge` : `${purchase.idempotencyKey}:charge:${attempt}`,
  );
  await deps.subscriptionsRepository.updatePurchase(purchase.id, {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
  });
  await applyPaymentIntentState(deps, intent);
  return outcomeOf(intent);
};
