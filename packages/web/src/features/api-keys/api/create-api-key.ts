import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyEndpoints } from '@psc/core/api-keys/api-keys.endpoints';
import type { ApiKeyRequest } from '@psc/core/api-keys/api-keys.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** POST /api/v1/accounts/apikeys: the reply holds the key, this once. */
export const createApiKey = (request: ApiKeyRequest) =>
  apiRequest(apiKeyEndpoints.create.path, {
    method: apiKeyEndpoints.create.method,
    body: request,
    schema: apiKeyEndpoints.create.reply,
  });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
