import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** GET /api/v1/otp/check/{sixDigitCode}: a good code turns 2-step verification on and returns the recovery codes once. */
export const checkTwoFactorCode = (code: string) =>
  apiRequest(endpointUrl(twoFactorEndpoints.check, { sixDigitCode: code }), {
    schema: twoFactorEndpoints.check.reply,
  });

export const useCheckTwoFactorCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkTwoFactorCode,
    onSuccess: (reply) => {
      if (reply.success) void queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey });
    },
  });
};
