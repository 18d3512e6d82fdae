import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** POST /api/v1/otp/setget: Enable and Generate New; a fresh key, unverified until a code checks it. */
export const generateTwoFactorKey = () =>
  apiRequest(twoFactorEndpoints.generateKey.path, {
    method: twoFactorEndpoints.generateKey.method,
    schema: twoFactorEndpoints.generateKey.reply,
  });

export const useGenerateTwoFactorKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTwoFactorKey,
    onSuccess: (profile) => queryClient.setQueryData(twoFactorProfileQueryKey, profile),
  });
};
