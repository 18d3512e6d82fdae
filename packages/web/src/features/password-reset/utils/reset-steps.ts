// The steps of §2 'Password reset page' and the messages of §8 'Forgot password' and 'New reset', as pure functions.
import { passwordResetMessages } from '@psc/core/auth/auth-messages';
import { isApiError } from '#lib/api-client.ts';
import { describeCaptchaRefusal, somethingWentWrongMessage } from '#lib/captcha-refusal.ts';
import { waitText } from '#lib/wait-text.ts';

export type ResetStep = 'oneTimePassword' | 'newPassword' | 'linkExpired' | 'passwordChanged';

/** After a good link check: the One Time Password step only when the user has two-step verification. */
export const firstResetStep = (otpRequired: boolean): ResetStep =>
  otpRequired ? 'oneTimePassword' : 'newPassword';

/** A link check that failed: 401 (and 404) mean the link is used, replaced or too old; anything else can be retried. */
export const describeLinkCheckFailure = (
  error: unknown,
): { kind: 'linkExpired' } | { kind: 'retry'; message: string } => {
  if (isApiError(error) && (error.status === 401 || error.status === 404)) return { kind: 'linkExpired' };
  if (isApiError(error) && error.status === 0) return { kind: 'retry', message: error.message };
  return { kind: 'retry', message: somethingWentWrongMessage };
};

export const oneTimePasswordRequiredMessage = 'One Time Password is required';

/** The authenticator's six digits or a recovery code: anything but blank (§5 'Reset password'). */
export const validateOneTimePassword = (value: string): string | null =>
  value.trim() === '' ? oneTimePasswordRequiredMessage : null;

export type ResetFailure =
  | { kind: 'linkExpired' }
  | {
      kind: 'retry';
      message: string;
      /** Empty the Password and Confirm Password fields. */
      clearsPasswords: boolean;
      /**
       * Ask for the One Time Password again: it was wrong, or the server has already used it up (it checks the
       * second factor before the password rules, and a code is accepted once).
       */
      needsNewOneTimePassword: boolean;
    };

/** §8 'New reset': 401 Invalid (fields cleared), 403 server message, 404 and 400 LINK EXPIRED, password rules shown. */
export const describeResetFailure = (error: unknown): ResetFailure => {
  const retry = (
    message: string,
    clearsPasswords: boolean,
    needsNewOneTimePassword: boolean,
  ): ResetFailure => ({
    kind: 'retry',
    message,
    clearsPasswords,
    needsNewOneTimePassword,
  });
  if (!isApiError(error)) return retry(somethingWentWrongMessage, false, false);
  switch (error.status) {
    case 0:
      return retry(error.message, false, false);
    case 401:
      // A wrong One Time Password is 'Invalid'; a password among the last five gets its own text.
      return error.serverMessage === passwordResetMessages.reused
        ? retry(error.message, true, true)
        : retry(passwordResetMessages.invalidOtp, true, true);
    case 403: {
      const refusal = describeCaptchaRefusal(error.serverMessage);
      if (refusal === null) return retry(error.message, false, false);
      return retry(refusal.message, refusal.clearsFields, refusal.clearsFields);
    }
    case 404:
      return { kind: 'linkExpired' };
    case 400:
      return error.code === 'VALIDATION' ? retry(error.message, true, true) : { kind: 'linkExpired' };
    case 429:
      return retry(
        `Too many attempts. Please try again in ${waitText(error.retryAfterSeconds)}.`,
        false,
        false,
      );
    default:
      return retry(somethingWentWrongMessage, false, false);
  }
};

/** What the forgot-password form shows after a refusal (§8 'Forgot password': 403 or 400 shows the server message). */
export const describeForgotPasswordFailure = (error: unknown): { message: string; clearsFields: boolean } => {
  if (!isApiError(error)) return { message: somethingWentWrongMessage, clearsFields: false };
  if (error.status === 403) {
    const refusal = describeCaptchaRefusal(error.serverMessage);
    if (refusal !== null) return refusal;
  }
  if (error.status === 403 || error.status === 400 || error.status === 429 || error.status === 0)
    return { message: error.message, clearsFields: false };
  return { message: somethingWentWrongMessage, clearsFields: false };
};
