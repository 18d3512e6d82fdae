import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@psc/core/auth/password-reset.endpoints';
import { apiRequest } from '#lib/api-client.ts';

export type ResetPasswordInput = {
  token: string;
  /** Only when the link check said `otpRequired`: the authenticator's code or a recovery code. */
  oneTimePassword?: string;
  password: string;
  captcha?: string;
};

/** POST /resetpassword, new flow (§7): `idAsString` carries the link's token and `id` the One Time Password. */
export const resetPassword = ({ token, oneTimePassword, password, captcha }: ResetPasswordInput) =>
  apiRequest(passwordResetEndpoints.reset.path, {
    method: passwordResetEndpoints.reset.method,
    authenticated: false,
    schema: passwordResetEndpoints.reset.reply,
    body: {
      idAsString: token,
      ...(oneTimePassword === undefined ? {} : { id: oneTimePassword }),
      password,
      ...(captcha === undefined ? {} : { captcha }),
    },
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
