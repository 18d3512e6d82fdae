import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorCheckReplySchema } from '@psc/core/auth/auth.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** GET /api/v1/otp/check/{sixDigitCode}: a good code turns 2-step verification on and returns the recovery codes once. */
export const checkTwoFactorCode = (code: string) =>
  apiRequest(`/api/v1/otp/check/${encodeURIComponent(code)}`, { schema: twoFactorCheckReplySchema });

export const useCheckTwoFactorCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkTwoFactorCode,
    onSuccess: (reply) => {
      if (reply.success) void queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey });
    },
  });
};
