import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@psc/core/auth/password-reset.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * POST /checkpasswordreset/{token}/otp: is the One Time Password right? Asked at Next, before the new password is
 * typed; nothing is spent (the reset checks and uses the code again). 401 'Invalid' when wrong, 404 when the link
 * is gone.
 */
export const checkResetCode = ({ token, oneTimePassword }: { token: string; oneTimePassword: string }) =>
  apiRequest(endpointUrl(passwordResetEndpoints.checkCode, { token }), {
    method: passwordResetEndpoints.checkCode.method,
    body: { oneTimePassword },
    schema: passwordResetEndpoints.checkCode.reply,
    authenticated: false,
  });

export const useCheckResetCode = () => useMutation({ mutationFn: checkResetCode });
