import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/destination/global/countries/{country}/destinations: arrival ports of a country. */
export const getDestinationPorts = (country: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.countryDestinations, { country }), {
    schema: marketDataEndpoints.countryDestinations.reply,
    ...(signal ? { signal } : {}),
  });

export const useDestinationPorts = (country: string | null) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(marketDataEndpoints.countryDestinations, { country: country ?? '' }),
      queryFn: ({ signal }) => getDestinationPorts(country ?? '', signal),
      enabled: country !== null,
    }),
  );
