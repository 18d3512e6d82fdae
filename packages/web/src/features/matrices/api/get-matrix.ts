import { queryOptions, useQuery } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const matrixQueryKey = (id: string) => endpointQueryKey(matrixEndpoints.get, { matrixId: id });

/** GET /api/v1/matrices/{matrixId}: the matrix as saved (the editor's starting values). */
export const getMatrix = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(matrixEndpoints.get, { matrixId: id }), {
    schema: matrixEndpoints.get.reply,
    ...(signal ? { signal } : {}),
  });

export const matrixQueryOptions = (id: string) =>
  queryOptions({ queryKey: matrixQueryKey(id), queryFn: ({ signal }) => getMatrix(id, signal) });

export const useMatrix = (id: string, enabled = true) => useQuery({ ...matrixQueryOptions(id), enabled });
