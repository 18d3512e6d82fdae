import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteListReplySchema } from '@psc/core/quotes/quotes.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const quotesQueryKey = ['quotes'] as const;

/** GET /api/v1/quotes: my quotes, newest first. */
export const getQuotes = (signal?: AbortSignal) =>
  apiRequest('/api/v1/quotes', { schema: quoteListReplySchema, ...(signal ? { signal } : {}) });

export const quotesQueryOptions = () =>
  queryOptions({ queryKey: quotesQueryKey, queryFn: ({ signal }) => getQuotes(signal) });

export const useQuotes = () => useQuery(quotesQueryOptions());
