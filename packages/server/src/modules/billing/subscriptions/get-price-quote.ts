import {
  billingMessages,
  priceQuerySchema,
  type ComputedPriceReply,
} from '@psc/core/billing/billing.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import { priceTerms, toComputedPrice } from './billing-terms.ts';

/** GET /api/v1/products/price: the exact quote the Paid Plan dialog shows and the purchase would charge now. */
export const getPriceQuote = async (
  deps: Pick<Deps, 'catalogueRepository' | 'subscriptionsRepository' | 'clock'>,
  principal: Principal,
  query: unknown,
): Promise<ComputedPriceReply> => {
  const request = parseBody(priceQuerySchema, query);
  const account = await deps.subscriptionsRepository.findAccount(principal.accountId);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  const subscription = await deps.subscriptionsRepository.findSubscription(account.id);
  try {
    const priced = await priceTerms(deps, {
      account,
      subscription,
      planId: request.planId,
      numberOfUsers: request.numberOfUsers,
      currency: request.currency,
      paymentFrequency: request.paymentFrequency,
      couponCode: request.couponCode,
      extraDataSets: request.extraDataSets,
      now: deps.clock.now(),
    });
    return toComputedPrice(priced);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'INTERNAL') throw error;
    throw new AppError('UNAVAILABLE', billingMessages.quoteError, { cause: error });
  }
};
