import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/contract/periods/WhitePremium: London #5 months paired with New York #11 months. */
export const getWhitePremiumPeriods = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.whitePremiumPeriods.path, {
    schema: marketDataEndpoints.whitePremiumPeriods.reply,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getWhitePremiumPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.whitePremiumPeriods),
    queryFn: ({ signal }) => getWhitePremiumPeriods(signal),
  });

export const useWhitePremiumPeriods = () => useQuery(getWhitePremiumPeriodsQueryOptions());
