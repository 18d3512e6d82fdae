import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/destination/global/countries (every country, for the cash-market groups). */
export const getAllCountries = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.countries.path, {
    schema: marketDataEndpoints.countries.reply,
    ...(signal ? { signal } : {}),
  });
export const useAllCountries = () =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(marketDataEndpoints.countries),
      queryFn: ({ signal }) => getAllCountries(signal),
    }),
  );
