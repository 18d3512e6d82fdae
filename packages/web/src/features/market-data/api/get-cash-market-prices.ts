import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * marketDataEndpoints.cashMarketPrices's path, written here: Home's boards read it after the first paint, and
 * importing the market-data contracts for it would build them before that paint.
 */
export const cashMarketPricesPath = '/api/v1/contract/periods/CashMarketPrices';

/** GET /api/v1/contract/periods/CashMarketPrices: Europe cash-market prices per region group (SOL Europe). */
export const getCashMarketPrices = (signal?: AbortSignal) =>
  apiRequest(cashMarketPricesPath, {
    schema: loadReplySchema(
      async () =>
        (await import('@psc/core/market-data/market-data.endpoints')).marketDataEndpoints.cashMarketPrices
          .reply,
    ),
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getCashMarketPricesQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: cashMarketPricesPath }),
    queryFn: ({ signal }) => getCashMarketPrices(signal),
  });

export const useCashMarketPrices = () => useQuery(getCashMarketPricesQueryOptions());
