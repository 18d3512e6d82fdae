import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/v1/accounts/otp/delete/{personId}: an administrator removes a user's two-step verification. */
export const disableUserTwoFactor = (userId: string) =>
  apiRequest(`/api/v1/accounts/otp/delete/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: simpleReplySchema,
  });

export const useDisableUserTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUserTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
