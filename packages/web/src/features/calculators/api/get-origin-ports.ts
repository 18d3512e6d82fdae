import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/destination/global/countries/{country}/origins. */
export const getOriginPorts = (country: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.countryOrigins, { country }), {
    schema: marketDataEndpoints.countryOrigins.reply,
    ...(signal ? { signal } : {}),
  });
export const useOriginPorts = (country: string | null) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(marketDataEndpoints.countryOrigins, { country: country ?? '' }),
      queryFn: ({ signal }) => getOriginPorts(country ?? '', signal),
      enabled: country !== null,
    }),
  );
