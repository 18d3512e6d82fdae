import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/destination/global/origins: every origin port, for the parity matrix's rows. */
export const getGlobalOrigins = (signal?: AbortSignal) =>
  apiRequest(marketDataEndpoints.origins.path, {
    schema: marketDataEndpoints.origins.reply,
    ...(signal ? { signal } : {}),
  });

export const globalOriginsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.origins),
    queryFn: ({ signal }) => getGlobalOrigins(signal),
  });

export const useGlobalOrigins = () => useQuery(globalOriginsQueryOptions());
