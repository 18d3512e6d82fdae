import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { twoFactorProfileQueryKey } from './get-two-factor-profile.ts';

/**
 * DELETE /api/v1/otp/delete: Disable; the key and the recovery codes are removed. Once 2FA is on, the current code
 * or a recovery code goes with it and the server checks it (docs/decisions/0028).
 */
export const disableTwoFactor = (proof?: DisableTwoFactorRequest) =>
  apiRequest('/api/v1/otp/delete', {
    method: 'DELETE',
    schema: simpleReplySchema,
    ...(proof === undefined ? {} : { body: proof }),
  });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof?: DisableTwoFactorRequest) => disableTwoFactor(proof),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorProfileQueryKey }),
  });
};
