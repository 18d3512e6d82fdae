import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/contract/periods/CashMarketPrices: Europe cash-market prices per region group (SOL Europe). */
export const getCashMarketPrices = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.cashMarketPrices.path, {
    schema: marketDataEndpoints.cashMarketPrices.reply,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getCashMarketPricesQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.cashMarketPrices),
    queryFn: ({ signal }) => getCashMarketPrices(signal),
  });

export const useCashMarketPrices = () => useQuery(getCashMarketPricesQueryOptions());
