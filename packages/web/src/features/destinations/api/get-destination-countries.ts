import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalCountriesReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/regions/{region}/countries: the 'To: Country' choices of a region. */
export const getDestinationCountries = (region: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/destination/global/regions/${encodeURIComponent(region)}/countries`, {
    schema: globalCountriesReplySchema,
    ...(signal ? { signal } : {}),
  });

export const useDestinationCountries = (region: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'regions', region, 'countries'],
      queryFn: ({ signal }) => getDestinationCountries(region ?? '', signal),
      enabled: region !== null,
    }),
  );
