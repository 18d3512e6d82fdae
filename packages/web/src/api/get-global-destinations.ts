import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/destination/global/destinations: every arrival port. Read by the destinations short form and by the
 * calculators' To: Destination, so it lives below the features, with one caller and one query key.
 */
export const getGlobalDestinations = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.destinations.path, {
    schema: marketDataEndpoints.destinations.reply,
    ...(signal ? { signal } : {}),
  });

export const globalDestinationsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.destinations),
    queryFn: ({ signal }) => getGlobalDestinations(signal),
  });

export const useGlobalDestinations = (enabled = true) =>
  useQuery({ ...globalDestinationsQueryOptions(), enabled });
