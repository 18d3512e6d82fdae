import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * marketDataEndpoints.freshness's path, written here: the calculator pages read it after their first paint, and
 * importing the market-data contracts for it would build them before that paint.
 */
export const marketFreshnessPath = '/api/v1/market-data/freshness';

/** GET /api/v1/market-data/freshness: every priced series, the date its newest figure is as of, and whether it is late. */
export const getMarketFreshness = (signal?: AbortSignal) =>
  apiRequest(marketFreshnessPath, {
    schema: loadReplySchema(
      async () =>
        (await import('@psc/core/market-data/market-data.endpoints')).marketDataEndpoints.freshness.reply,
    ),
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getMarketFreshnessQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: marketFreshnessPath }),
    queryFn: ({ signal }) => getMarketFreshness(signal),
  });

export const useMarketFreshness = () => useQuery(getMarketFreshnessQueryOptions());
