import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalCountriesReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/countries (every country, for the cash-market groups). */
export const getAllCountries = (signal?: AbortSignal) =>
  apiRequest('/api/v1/destination/global/countries', {
    schema: globalCountriesReplySchema,
    ...(signal ? { signal } : {}),
  });
export const useAllCountries = () =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'countries'],
      queryFn: ({ signal }) => getAllCountries(signal),
    }),
  );
