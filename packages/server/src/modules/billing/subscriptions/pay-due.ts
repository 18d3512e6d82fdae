import {
  billingMessages,
  payDueRequestSchema,
  type SubscriptionUpdateReply,
} from '@psc/core/billing/billing.schemas';
import { formatMoney } from '@psc/core/billing/catalogue';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import { chargeRenewal, type ChargeRenewalDeps } from './charge-renewal.ts';

/**
 * POST /api/v1/accounts/subscriptions/pay-due (issue 44): the owed renewal shown as "Pay $129.00 due since …" is
 * charged to the saved default card, exactly that amount. A refusal answers the bank's words; the card form
 * (PUT /api/v1/accounts/subscriptions) then pays the same purchase with another card.
 */
export const payDue = async (
  deps: ChargeRenewalDeps & Pick<Deps, 'paymentProvider'>,
  principal: Principal,
  body: unknown,
): Promise<SubscriptionUpdateReply> => {
  const { purchaseId } = parseBody(payDueRequestSchema, body);
  const provider = deps.paymentProvider.kind;
  const open = await deps.subscriptionsRepository.findOpenPurchase(principal.accountId);
  const reply = (
    status: SubscriptionUpdateReply['status'],
    message: string,
    amount = open?.amount ?? 0,
  ): SubscriptionUpdateReply => ({
    status,
    message,
    clientSecret: null,
    purchaseId: open?.id ?? null,
    amount,
    currency: open?.currency ?? 'USD',
    provider,
  });
  // Only the amount the customer saw is charged: a purchase paid, replaced or not a renewal is refused.
  if (!open || open.kind !== 'renewal' || open.id !== purchaseId)
    throw new AppError('CONFLICT', billingMessages.nothingDue, { reason: 'nothing_due' });
  const charge = await chargeRenewal(deps, open, 'pay_now');
  switch (charge.outcome) {
    case 'paid':
      return reply('ok', `Paid ${formatMoney(open.amount, open.currency)}. Thank you.`);
    case 'no_card':
      return reply('error', 'There is no saved card: pay with a card instead.');
    case 'limit':
      return reply('error', 'This card was tried too many times: pay with a card instead.');
    case 'needs_action':
      return reply('error', charge.message);
    case 'declined':
      return reply('error', `${charge.message} Pay with another card instead.`);
  }
};
