import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingCatalogueEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export type QuoteRequest = {
  planId: number;
  numberOfUsers: number;
  currency: string;
  paymentFrequency: string;
  couponCode: string;
};

/** GET /api/v1/products/price: the exact quote the purchase will charge. */
export const getPriceQuote = (request: QuoteRequest, signal?: AbortSignal) => {
  const query = {
    planId: request.planId,
    numberOfUsers: request.numberOfUsers,
    currency: request.currency,
    paymentFrequency: request.paymentFrequency,
    ...(request.couponCode.trim() === '' ? {} : { couponCode: request.couponCode.trim() }),
  };
  return apiRequest(endpointUrl(billingCatalogueEndpoints.priceQuote, {}, query), {
    schema: billingCatalogueEndpoints.priceQuote.reply,
    ...(signal ? { signal } : {}),
  });
};

export const getPriceQuoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: endpointQueryKey(billingCatalogueEndpoints.priceQuote, {}, request),
    queryFn: ({ signal }) => getPriceQuote(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const usePriceQuote = (request: QuoteRequest, enabled: boolean) =>
  useQuery({ ...getPriceQuoteQueryOptions(request), enabled });
