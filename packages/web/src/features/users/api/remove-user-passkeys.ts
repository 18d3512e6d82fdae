import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyEndpoints } from '@psc/core/passkeys/passkeys.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/v1/accounts/passkeys/{personId}: an administrator removes every passkey of a user (lost devices). */
export const removeUserPasskeys = (userId: string) =>
  apiRequest(endpointUrl(passkeyEndpoints.removeMember, { personId: userId }), {
    method: passkeyEndpoints.removeMember.method,
    schema: passkeyEndpoints.removeMember.reply,
  });

export const useRemoveUserPasskeys = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserPasskeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
