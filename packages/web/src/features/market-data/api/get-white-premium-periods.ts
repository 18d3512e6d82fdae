import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * marketDataEndpoints.whitePremiumPeriods's path, written here: Home's boards read it after the first paint, and
 * importing the market-data contracts for it would build them before that paint.
 */
export const whitePremiumPeriodsPath = '/api/v1/contract/periods/WhitePremium';

/** GET /api/v1/contract/periods/WhitePremium: London #5 months paired with New York #11 months. */
export const getWhitePremiumPeriods = (signal?: AbortSignal) =>
  apiRequest(whitePremiumPeriodsPath, {
    schema: loadReplySchema(
      async () =>
        (await import('@psc/core/market-data/market-data.endpoints')).marketDataEndpoints.whitePremiumPeriods
          .reply,
    ),
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getWhitePremiumPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: whitePremiumPeriodsPath }),
    queryFn: ({ signal }) => getWhitePremiumPeriods(signal),
  });

export const useWhitePremiumPeriods = () => useQuery(getWhitePremiumPeriodsQueryOptions());
