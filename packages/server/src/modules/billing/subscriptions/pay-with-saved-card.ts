import { billingMessages, type SubscriptionUpdateReply } from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../../deps.ts';
import type { PricedTerms } from './billing-terms.ts';
import { applyPaymentIntentState } from './provider-payment-events.ts';
import type { SettlementDeps } from './purchase-settlement.ts';
import type { PurchaseRow } from './subscriptions.repository.ts';

type PayDeps = SettlementDeps & Pick<Deps, 'paymentProvider'>;

const refusal = (
  message: string,
  purchase: PurchaseRow,
  provider: 'sandbox' | 'stripe',
): SubscriptionUpdateReply => ({
  status: 'error',
  message,
  clientSecret: null,
  purchaseId: purchase.id,
  amount: purchase.amount,
  currency: purchase.currency,
  provider,
});

/**
 * The change paid with the saved default card (issue 44): the card the customer already has, never typed again
 * nor saved twice. Its own idempotency key per purchase, so a double click charges once; the outcome is applied as
 * any payment's, and a refusal is answered in the bank's words for the card form to take over.
 */
export const payWithSavedCard = async (
  deps: PayDeps,
  purchase: PurchaseRow,
  customerId: string,
  priced: PricedTerms,
): Promise<SubscriptionUpdateReply> => {
  const provider = deps.paymentProvider.kind;
  const { defaultCardId } = await deps.paymentProvider.listCards(customerId);
  if (!defaultCardId) return refusal('There is no saved card: pay with a card instead.', purchase, provider);
  const intent = await deps.paymentProvider.chargeSavedCard(
    {
      customerId,
      paymentMethodId: defaultCardId,
      amount: purchase.amount,
      currency: purchase.currency,
      description: `PSC ${priced.plan.name} plan, ${priced.terms.numberOfUsers} user licence(s), ${priced.terms.paymentFrequency}`,
      metadata: { purchaseId: purchase.id, accountId: purchase.accountId },
    },
    `${purchase.idempotencyKey}:saved-card`,
  );
  const attached = await deps.subscriptionsRepository.attachIntentIfPending(purchase.id, {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
  });
  if (!attached && purchase.paymentIntentId !== intent.id)
    return refusal(billingMessages.purchaseSuperseded, purchase, provider);
  await applyPaymentIntentState(deps, intent);
  if (intent.status === 'succeeded')
    return {
      status: 'ok',
      message: billingMessages.planModified,
      clientSecret: null,
      purchaseId: purchase.id,
      amount: purchase.amount,
      currency: purchase.currency,
      provider,
    };
  return refusal(
    `${intent.lastErrorMessage ?? 'The saved card was declined.'} Pay with another card instead.`,
    purchase,
    provider,
  );
};
