import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/destination/userdefined: the user's destinations by name. Read by My Destinations and by the
 * calculators' 'To: Destination', so it lives below the features with one query key (writes invalidate it).
 */
export const getUserDestinations = (signal?: AbortSignal) =>
  apiRequest(userDestinationEndpoints.list.path, {
    schema: userDestinationEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const userDestinationsQueryKey = endpointQueryKey(userDestinationEndpoints.list);

export const userDestinationsQueryOptions = () =>
  queryOptions({ queryKey: userDestinationsQueryKey, queryFn: ({ signal }) => getUserDestinations(signal) });

export const useUserDestinations = () => useQuery(userDestinationsQueryOptions());
