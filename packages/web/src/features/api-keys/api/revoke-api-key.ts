import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** DELETE /api/v1/accounts/apikeys/{keyId}: refused from the next request on. */
export const revokeApiKey = (keyId: string) =>
  apiRequest(`/api/v1/accounts/apikeys/${encodeURIComponent(keyId)}`, {
    method: 'DELETE',
    schema: simpleReplySchema,
  });

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
