import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /shared/quotes/{token}: the quote behind a share link, without signing in. */
export const getSharedQuote = (token: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(quoteEndpoints.shared, { token }), {
    authenticated: false,
    schema: quoteEndpoints.shared.reply,
    ...(signal ? { signal } : {}),
  });

export const sharedQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: endpointQueryKey(quoteEndpoints.shared, { token }),
    queryFn: ({ signal }) => getSharedQuote(token, signal),
    // A refused link stays refused: asking again would only count nothing and wait longer.
    retry: false,
  });

export const useSharedQuote = (token: string) => useQuery(sharedQuoteQueryOptions(token));
