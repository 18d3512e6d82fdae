import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalOriginsReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/countries/{country}/origins. */
export const getOriginPorts = (country: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/destination/global/countries/${encodeURIComponent(country)}/origins`, {
    schema: globalOriginsReplySchema,
    ...(signal ? { signal } : {}),
  });
export const useOriginPorts = (country: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'countries', country, 'origins'],
      queryFn: ({ signal }) => getOriginPorts(country ?? '', signal),
      enabled: country !== null,
    }),
  );
