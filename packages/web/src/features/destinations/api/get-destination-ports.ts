import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalDestinationsReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/countries/{country}/destinations: arrival ports of a country. */
export const getDestinationPorts = (country: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/destination/global/countries/${encodeURIComponent(country)}/destinations`, {
    schema: globalDestinationsReplySchema,
    ...(signal ? { signal } : {}),
  });

export const useDestinationPorts = (country: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'countries', country, 'destinations'],
      queryFn: ({ signal }) => getDestinationPorts(country ?? '', signal),
      enabled: country !== null,
    }),
  );
