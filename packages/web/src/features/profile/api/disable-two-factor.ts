import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/** DELETE /api/v1/otp/delete: Disable; the key and the recovery codes are removed. */
export const disableTwoFactor = () =>
  apiRequest('/api/v1/otp/delete', { method: 'DELETE', schema: simpleReplySchema });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey }),
  });
};
