import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/regions/{region}/countries: the 'To: Country' choices of a region. */
export const getDestinationCountries = (region: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.regionCountries, { region }), {
    schema: marketDataEndpoints.regionCountries.reply,
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
