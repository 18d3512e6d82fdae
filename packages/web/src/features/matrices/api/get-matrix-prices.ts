import { queryOptions, useQuery } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { matrixQueryKey } from './get-matrix.ts';

export const matrixPricesQueryKey = (id: string) => [...matrixQueryKey(id), 'prices'] as const;

/** GET /api/v1/matrices/{matrixId}/prices: every cell priced now. */
export const getMatrixPrices = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(matrixEndpoints.prices, { matrixId: id }), {
    schema: matrixEndpoints.prices.reply,
    ...(signal ? { signal } : {}),
  });

export const matrixPricesQueryOptions = (id: string) =>
  queryOptions({ queryKey: matrixPricesQueryKey(id), queryFn: ({ signal }) => getMatrixPrices(id, signal) });

export const useMatrixPrices = (id: string) => useQuery(matrixPricesQueryOptions(id));
