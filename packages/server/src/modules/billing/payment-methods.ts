import type { PaymentMethodReply } from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../deps.ts';

/** The account's cards as the PM tab lists them, straight from the provider (its book of cards is the truth). */
export const readPaymentMethods = async (
  deps: Pick<Deps, 'billingRepository' | 'paymentProvider'>,
  accountId: string,
): Promise<PaymentMethodReply[]> => {
  const customerId = await deps.billingRepository.findCustomer(accountId, deps.paymentProvider.kind);
  if (!customerId) return [];
  const { cards, defaultCardId } = await deps.paymentProvider.listCards(customerId);
  return cards.map((card) => ({
    id: card.id,
    cardType: card.brand,
    default: card.id === defaultCardId,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    last4Digits: card.last4,
  }));
};
