import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyEndpoints } from '@psc/core/passkeys/passkeys.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/** DELETE /api/v1/users/me/passkeys/{id}: remove one of my passkeys. */
export const removePasskey = (id: string) =>
  apiRequest(endpointUrl(passkeyEndpoints.remove, { id }), {
    method: passkeyEndpoints.remove.method,
    schema: passkeyEndpoints.remove.reply,
  });

export const useRemovePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
};
