import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesReplySchema } from '@psc/core/auth/auth.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** POST /api/v1/otp/recoverycodes (beyond the spec): ten new recovery codes; the previous ones stop working. */
export const regenerateRecoveryCodes = () =>
  apiRequest('/api/v1/otp/recoverycodes', { method: 'POST', schema: recoveryCodesReplySchema });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey }),
  });
};
