import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalDestinationsReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/destination/global/destinations: every arrival port, for the short form. */
export const getAllDestinationPorts = (signal?: AbortSignal) =>
  apiRequest('/api/v1/destination/global/destinations', {
    schema: globalDestinationsReplySchema,
    ...(signal ? { signal } : {}),
  });

export const useAllDestinationPorts = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['destination', 'global', 'destinations'],
      queryFn: ({ signal }) => getAllDestinationPorts(signal),
      enabled,
    }),
  );
