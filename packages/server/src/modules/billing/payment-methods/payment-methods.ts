import { billingMessages } from '@psc/core/billing/billing.schemas';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { RefusalReason } from '@psc/core/shared/refusal-reasons';
import type { Deps } from '../../../deps.ts';

/** The account's cards as the PM tab lists them, straight from the provider (its book of cards is the truth). */
export const readPaymentMethods = async (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>,
  accountId: string,
): Promise<PaymentMethodReply[]> => {
  const customerId = await deps.billingCustomersRepository.findCustomer(accountId, deps.paymentProvider.kind);
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

/**
 * One of the account's cards other than the default, with the provider's customer id, for the calls that change a
 * card (§6: the default card can be neither deleted nor made default again); `reason` tells the client which.
 */
export const requireNonDefaultCard = async (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>,
  accountId: string,
  paymentMethodId: string,
  reason: Extract<RefusalReason, 'default_method' | 'already_default'>,
): Promise<{ card: PaymentMethodReply; customerId: string }> => {
  const methods = await readPaymentMethods(deps, accountId);
  const card = methods.find((method) => method.id === paymentMethodId);
  if (!card) throw new AppError('NOT_FOUND', billingRecordMessages.paymentMethodNotFound);
  if (card.default) throw new AppError('CONFLICT', billingMessages.defaultMethodLocked, { reason });
  const customerId = await deps.billingCustomersRepository.findCustomer(accountId, deps.paymentProvider.kind);
  if (!customerId) throw new AppError('NOT_FOUND', billingRecordMessages.paymentMethodNotFound);
  return { card, customerId };
};
