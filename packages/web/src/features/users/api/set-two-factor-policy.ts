import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { twoFactorPolicyQueryKey } from './get-two-factor-policy.ts';

/** PUT /api/v1/accounts/otp/policy: administrators turn the requirement on or off. */
export const setTwoFactorPolicy = (requireTwoFactor: boolean) =>
  apiRequest(twoFactorEndpoints.setPolicy.path, {
    method: twoFactorEndpoints.setPolicy.method,
    body: { requireTwoFactor },
    schema: twoFactorEndpoints.setPolicy.reply,
  });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    onSuccess: (reply) => queryClient.setQueryData(twoFactorPolicyQueryKey, reply),
  });
};
