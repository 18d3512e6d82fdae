import { tokenErrorDescriptions } from '@psc/core/auth/auth-messages';
import { isApiError } from '../../../lib/api-client.ts';
import { describeCaptchaRefusal, somethingWentWrongMessage } from '../../../lib/captcha-refusal.ts';
import { waitText } from '../../../lib/wait-text.ts';

/** The reply of /oauth/token that holds no access token (§8 'Login'). */
export const noAccessTokenMessage = 'No access token';

/**
 * How the LOGIN form reacts to a failed sign-in:
 * - `otpRequired`: move to the one-time-code step;
 * - `otpFailed`: show the message and empty the code field;
 * - `captchaRefused`: show the message and have the captcha ticked again, emptying the fields when `clearsFields`;
 * - `message`: show the message (the captcha solves a new challenge by itself, a solution being single use).
 */
export type SignInFailure =
  | { kind: 'otpRequired' }
  | { kind: 'otpFailed'; message: string }
  | { kind: 'captchaRefused'; message: string; clearsFields: boolean }
  | { kind: 'message'; message: string };

const invalidCredentials = 'Invalid Credentials';

/** The texts of account-and-billing.md §8 'Login'. */
export const describeSignInFailure = (error: unknown): SignInFailure => {
  if (!isApiError(error)) return { kind: 'message', message: somethingWentWrongMessage };
  const description = error.message;
  if (description === tokenErrorDescriptions.otpMissing) return { kind: 'otpRequired' };
  if (description === tokenErrorDescriptions.otpFailed)
    return { kind: 'otpFailed', message: 'OTP Verification Failed' };
  if (description === noAccessTokenMessage) return { kind: 'message', message: noAccessTokenMessage };
  if (description === '[null]')
    return { kind: 'captchaRefused', message: somethingWentWrongMessage, clearsFields: false };
  if (error.code === 'invalid_captcha') {
    const refusal = describeCaptchaRefusal(description);
    return {
      kind: 'captchaRefused',
      ...(refusal ?? { message: somethingWentWrongMessage, clearsFields: false }),
    };
  }
  if (error.status === 429 || error.code === 'too_many_requests') {
    const wait = error.retryAfterSeconds;
    return {
      kind: 'message',
      message:
        wait === null
          ? 'Too many sign-in attempts. Please wait a while before trying again.'
          : `Too many sign-in attempts. Please try again in ${waitText(wait)}.`,
    };
  }
  // 'User not found: {email}' gets the same answer as a wrong password: the page never reveals who has an account.
  if (
    description === 'Login details are incorrect' ||
    description === tokenErrorDescriptions.badCredentials ||
    description.startsWith('User not found') ||
    error.code === 'invalid_grant'
  ) {
    return { kind: 'message', message: invalidCredentials };
  }
  if (error.status === 0) return { kind: 'message', message: error.message };
  return { kind: 'message', message: somethingWentWrongMessage };
};
