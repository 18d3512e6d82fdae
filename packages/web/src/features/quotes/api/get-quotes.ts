import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const quotesQueryKey = endpointQueryKey(quoteEndpoints.list);

/** GET /api/v1/quotes: my quotes, newest first. */
export const getQuotes = (signal?: AbortSignal) =>
  apiRequest(endpointUrl(quoteEndpoints.list), {
    schema: quoteEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const quotesQueryOptions = () =>
  queryOptions({ queryKey: quotesQueryKey, queryFn: ({ signal }) => getQuotes(signal) });

export const useQuotes = () => useQuery(quotesQueryOptions());
