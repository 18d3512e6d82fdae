import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { OperatorRole } from '@psc/core/operations/operator-roles';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

const keysQueryKey = endpointQueryKey(operationsEndpoints.listKeys);

/** GET /api/ops/keys: never a key itself, only its first characters. */
export const useOperatorKeys = () =>
  useQuery(
    queryOptions({
      queryKey: keysQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listKeys, { signal }),
    }),
  );

/** POST /api/ops/keys: the key is in this reply only. */
export const useCreateOperatorKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { name: string; role: OperatorRole }) =>
      opsRequest(operationsEndpoints.createKey, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysQueryKey }),
  });
};

/** DELETE /api/ops/keys/{id}. */
export const useRevokeOperatorKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => opsRequest(operationsEndpoints.revokeKey, { params: { keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysQueryKey }),
  });
};
