import { queryOptions, useQuery } from '@tanstack/react-query';
import { currenciesReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/currencies/. */
export const getCurrencies = (signal?: AbortSignal) =>
  apiRequest('/api/v1/currencies/', { schema: currenciesReplySchema, ...(signal ? { signal } : {}) });
export const useCurrencies = () =>
  useQuery(
    queryOptions({
      queryKey: ['currencies'],
      queryFn: ({ signal }) => getCurrencies(signal),
      staleTime: Infinity,
    }),
  );
