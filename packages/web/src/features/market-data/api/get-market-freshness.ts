import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/market-data/freshness: every priced series, the date its newest figure is as of, and whether it is late. */
export const getMarketFreshness = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.freshness.path, {
    schema: marketDataEndpoints.freshness.reply,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getMarketFreshnessQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.freshness),
    queryFn: ({ signal }) => getMarketFreshness(signal),
  });

export const useMarketFreshness = () => useQuery(getMarketFreshnessQueryOptions());
