import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/**
 * DELETE /api/v1/otp/delete: Disable; the key and the recovery codes are removed. Once 2FA is on, the current code
 * or a recovery code goes with it and the server checks it (docs/decisions/0028).
 */
export const disableTwoFactor = (proof?: DisableTwoFactorRequest) =>
  apiRequest(twoFactorEndpoints.disable.path, {
    method: twoFactorEndpoints.disable.method,
    schema: twoFactorEndpoints.disable.reply,
    ...(proof === undefined ? {} : { body: proof }),
  });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof?: DisableTwoFactorRequest) => disableTwoFactor(proof),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey }),
  });
};
