import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorPolicyReplySchema } from '@psc/core/auth/two-factor-policy.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { twoFactorPolicyQueryKey } from './get-two-factor-policy.ts';

/** PUT /api/v1/accounts/otp/policy: administrators turn the requirement on or off. */
export const setTwoFactorPolicy = (requireTwoFactor: boolean) =>
  apiRequest('/api/v1/accounts/otp/policy', {
    method: 'PUT',
    body: { requireTwoFactor },
    schema: twoFactorPolicyReplySchema,
  });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    onSuccess: (reply) => queryClient.setQueryData(twoFactorPolicyQueryKey, reply),
  });
};
