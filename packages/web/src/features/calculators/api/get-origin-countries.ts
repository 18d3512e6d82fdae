import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/regions/{region}/countries?having=origins: only countries with origin ports (§4). */
export const getOriginCountries = (region: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.regionCountries, { region }, { having: 'origins' }), {
    schema: marketDataEndpoints.regionCountries.reply,
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
