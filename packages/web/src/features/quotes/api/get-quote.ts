import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const quoteQueryKey = (id: string) => endpointQueryKey(quoteEndpoints.get, { quoteId: id });

/** GET /api/v1/quotes/{quoteId}: the frozen figures, variance, share link and re-pricing check. */
export const getQuote = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(quoteEndpoints.get, { quoteId: id }), {
    schema: quoteEndpoints.get.reply,
    ...(signal ? { signal } : {}),
  });

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteQueryKey(id), queryFn: ({ signal }) => getQuote(id, signal) });

export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));
