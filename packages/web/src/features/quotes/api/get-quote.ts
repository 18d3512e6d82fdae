import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteReplySchema } from '@psc/core/quotes/quotes.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { quotesQueryKey } from './get-quotes.ts';

export const quoteQueryKey = (id: string) => [...quotesQueryKey, id] as const;

/** GET /api/v1/quotes/{quoteId}: the frozen figures, variance, share link and re-pricing check. */
export const getQuote = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/quotes/${encodeURIComponent(id)}`, {
    schema: quoteReplySchema,
    ...(signal ? { signal } : {}),
  });

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteQueryKey(id), queryFn: ({ signal }) => getQuote(id, signal) });

export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));
