import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalCountriesReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/regions/{region}/countries?having=origins: only countries with origin ports (§4). */
export const getOriginCountries = (region: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/destination/global/regions/${encodeURIComponent(region)}/countries?having=origins`, {
    schema: globalCountriesReplySchema,
    ...(signal ? { signal } : {}),
  });
export const useOriginCountries = (region: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'regions', region, 'countries', 'origins'],
      queryFn: ({ signal }) => getOriginCountries(region ?? '', signal),
      enabled: region !== null,
    }),
  );
