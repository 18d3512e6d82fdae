import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** POST /api/v1/otp/recoverycodes (beyond the spec): ten new recovery codes; the previous ones stop working. */
export const regenerateRecoveryCodes = () =>
  apiRequest(twoFactorEndpoints.regenerateRecoveryCodes.path, {
    method: twoFactorEndpoints.regenerateRecoveryCodes.method,
    schema: twoFactorEndpoints.regenerateRecoveryCodes.reply,
  });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey }),
  });
};
