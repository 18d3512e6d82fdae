import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyEndpoints } from '@psc/core/passkeys/passkeys.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { createPasskey } from '#lib/passkeys.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/**
 * POST /api/v1/users/me/passkeys/options, the browser's passkey dialog, then POST /api/v1/users/me/passkeys: the
 * three steps of adding a passkey, as one mutation.
 */
export const addPasskey = async (name: string) => {
  const { registrationOptions, add } = passkeyEndpoints;
  const options = await apiRequest(registrationOptions.path, {
    method: registrationOptions.method,
    schema: registrationOptions.reply,
  });
  const credential = await createPasskey(options);
  return apiRequest(add.path, { method: add.method, body: { name, credential }, schema: add.reply });
};

export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
};
