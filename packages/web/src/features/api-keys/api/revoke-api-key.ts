import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyEndpoints } from '@psc/core/api-keys/api-keys.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** DELETE /api/v1/accounts/apikeys/{keyId}: refused from the next request on. */
export const revokeApiKey = (keyId: string) =>
  apiRequest(endpointUrl(apiKeyEndpoints.revoke, { keyId }), {
    method: apiKeyEndpoints.revoke.method,
    schema: apiKeyEndpoints.revoke.reply,
  });

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
