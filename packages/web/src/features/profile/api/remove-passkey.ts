import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/** DELETE /api/v1/users/me/passkeys/{id}: remove one of my passkeys. */
export const removePasskey = (id: string) =>
  apiRequest(`/api/v1/users/me/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: simpleReplySchema,
  });

export const useRemovePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
};
