import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { computedPriceReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export type QuoteRequest = {
  planId: number;
  numberOfUsers: number;
  currency: string;
  paymentFrequency: string;
  couponCode: string;
};

/** GET /api/v1/products/price: the exact quote the purchase will charge. */
export const getPriceQuote = (request: QuoteRequest, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    planId: String(request.planId),
    numberOfUsers: String(request.numberOfUsers),
    currency: request.currency,
    paymentFrequency: request.paymentFrequency,
    ...(request.couponCode.trim() === '' ? {} : { couponCode: request.couponCode.trim() }),
  });
  return apiRequest(`/api/v1/products/price?${query.toString()}`, {
    schema: computedPriceReplySchema,
    ...(signal ? { signal } : {}),
  });
};

export const getPriceQuoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['billing', 'quote', request],
    queryFn: ({ signal }) => getPriceQuote(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const usePriceQuote = (request: QuoteRequest, enabled: boolean) =>
  useQuery({ ...getPriceQuoteQueryOptions(request), enabled });
