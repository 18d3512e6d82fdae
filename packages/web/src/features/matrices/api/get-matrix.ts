import { queryOptions, useQuery } from '@tanstack/react-query';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { matricesQueryKey } from './get-matrices.ts';

export const matrixQueryKey = (id: string) => [...matricesQueryKey, id] as const;

/** GET /api/v1/matrices/{matrixId}: the matrix as saved (the editor's starting values). */
export const getMatrix = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(matrixEndpoints.get, { matrixId: id }), {
    schema: matrixEndpoints.get.reply,
    ...(signal ? { signal } : {}),
  });

export const matrixQueryOptions = (id: string) =>
  queryOptions({ queryKey: matrixQueryKey(id), queryFn: ({ signal }) => getMatrix(id, signal) });

export const useMatrix = (id: string, enabled = true) => useQuery({ ...matrixQueryOptions(id), enabled });
