import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQuoteReplySchema } from '@psc/core/quotes/quotes.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /shared/quotes/{token}: the quote behind a share link, without signing in. */
export const getSharedQuote = (token: string, signal?: AbortSignal) =>
  apiRequest(`/shared/quotes/${encodeURIComponent(token)}`, {
    authenticated: false,
    schema: sharedQuoteReplySchema,
    ...(signal ? { signal } : {}),
  });

export const sharedQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-quote', token],
    queryFn: ({ signal }) => getSharedQuote(token, signal),
    // A refused link stays refused: asking again would only count nothing and wait longer.
    retry: false,
  });

export const useSharedQuote = (token: string) => useQuery(sharedQuoteQueryOptions(token));
