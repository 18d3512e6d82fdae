import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeySchema, registrationOptionsReplySchema } from '@psc/core/passkeys/passkeys.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkeys.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/**
 * POST /api/v1/users/me/passkeys/options, the browser's passkey dialog, then POST /api/v1/users/me/passkeys: the
 * three steps of adding a passkey, as one mutation.
 */
export const addPasskey = async (name: string) => {
  const options = await apiRequest('/api/v1/users/me/passkeys/options', {
    method: 'POST',
    schema: registrationOptionsReplySchema,
  });
  const credential = await createPasskey(options);
  return apiRequest('/api/v1/users/me/passkeys', {
    method: 'POST',
    body: { name, credential },
    schema: passkeySchema,
  });
};

export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
};
