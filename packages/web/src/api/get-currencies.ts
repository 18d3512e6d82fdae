import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/currencies/: the currencies the server can price in, which grow with FX publications (decision 0022),
 * so the list is revalidated like other market data (the ETag makes an unchanged list a 304). Read by calculators
 * and destinations, so it lives below the features with one query key.
 */
export const getCurrencies = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.currencies.path, {
    schema: marketDataEndpoints.currencies.reply,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.currencies),
    queryFn: ({ signal }) => getCurrencies(signal),
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
