import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/v1/accounts/otp/delete/{personId}: an administrator removes a user's two-step verification. */
export const disableUserTwoFactor = (userId: string) =>
  apiRequest(endpointUrl(twoFactorEndpoints.disableMember, { personId: userId }), {
    method: twoFactorEndpoints.disableMember.method,
    schema: twoFactorEndpoints.disableMember.reply,
  });

export const useDisableUserTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUserTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
