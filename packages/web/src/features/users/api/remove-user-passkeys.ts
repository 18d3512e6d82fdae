import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/v1/accounts/passkeys/{personId}: an administrator removes every passkey of a user (lost devices). */
export const removeUserPasskeys = (userId: string) =>
  apiRequest(`/api/v1/accounts/passkeys/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: simpleReplySchema,
  });

export const useRemoveUserPasskeys = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserPasskeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
