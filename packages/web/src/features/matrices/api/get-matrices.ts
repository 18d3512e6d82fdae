import { queryOptions, useQuery } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const matricesQueryKey = endpointQueryKey(matrixEndpoints.list);

/** GET /api/v1/matrices: the caller's parity matrices, newest first. */
export const getMatrices = (signal?: AbortSignal) =>
  apiRequest(matrixEndpoints.list.path, {
    schema: matrixEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const matricesQueryOptions = () =>
  queryOptions({ queryKey: matricesQueryKey, queryFn: ({ signal }) => getMatrices(signal) });

export const useMatrices = () => useQuery(matricesQueryOptions());
