import { queryOptions, useQuery } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const matrixPricesQueryKey = (id: string) =>
  endpointQueryKey(matrixEndpoints.prices, { matrixId: id });

/** GET /api/v1/matrices/{matrixId}/prices: every cell priced now. */
export const getMatrixPrices = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(matrixEndpoints.prices, { matrixId: id }), {
    schema: matrixEndpoints.prices.reply,
    ...(signal ? { signal } : {}),
  });

export const matrixPricesQueryOptions = (id: string) =>
  queryOptions({ queryKey: matrixPricesQueryKey(id), queryFn: ({ signal }) => getMatrixPrices(id, signal) });

export const useMatrixPrices = (id: string) => useQuery(matrixPricesQueryOptions(id));
