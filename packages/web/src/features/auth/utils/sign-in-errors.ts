import {
  secondFactorKinds,
  tokenErrorDescriptions,
  type SecondFactorKind,
} from '@psc/core/auth/auth-messages';
import { isApiError } from '#lib/api-client.ts';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { describeCaptchaRefusal, somethingWentWrongMessage } from '#lib/captcha-refusal.ts';
import { describePasskeyFailure } from '#lib/passkeys.ts';
import { waitText } from '#lib/wait-text.ts';

/** The reply of /oauth/token that holds no access token (§8 'Login'). */
export const noAccessTokenMessage = 'No access token';

/**
 * How the LOGIN form reacts to a failed sign-in:
 * - `otpRequired`: move to the second step, offering the factors the user has (the code when the server is silent);
 * - `otpFailed`: show the message and empty the code field;
 * - `captchaRefused`: show the message and have the captcha ticked again, emptying the fields when `clearsFields`;
 * - `message`: show the message (the captcha solves a new challenge by itself, a solution being single use).
 */
export type SignInFailure =
  | { kind: 'otpRequired'; factors: SecondFactorKind[] }
  | { kind: 'otpFailed'; message: string }
  | { kind: 'captchaRefused'; message: string; clearsFields: boolean }
  | { kind: 'message'; message: string };

/** `second_factors` of an 'OTP is Missing' reply (decision 0044); a server that does not say means the code. */
const secondFactorsOf = (body: unknown): SecondFactorKind[] => {
  const listed: unknown =
    typeof body === 'object' && body !== null && 'second_factors' in body ? body.second_factors : null;
  const factors = Array.isArray(listed) ? secondFactorKinds.filter((kind) => listed.includes(kind)) : [];
  return factors.length > 0 ? factors : ['otp'];
};

/** A passkey sign-in that did not work: the browser's dialog ended without one, or the server refused it. */
export const describePasskeySignInFailure = (error: unknown): SignInFailure => {
  if (!isApiError(error)) return { kind: 'message', message: describePasskeyFailure(error, 'use') };
  if (error.code === 'invalid_grant') return { kind: 'message', message: error.message };
  return describeSignInFailure(error);
};

/** The texts of account-and-billing.md §8 'Login'. */
export const describeSignInFailure = (error: unknown): SignInFailure => {
  if (!isApiError(error)) return { kind: 'message', message: somethingWentWrongMessage };
  // The server's own words: a refusal is told by them, whatever language the reader sees (decision 0149).
  const description = error.serverMessage;
  if (description === tokenErrorDescriptions.otpMissing)
    return { kind: 'otpRequired', factors: secondFactorsOf(error.body) };
  if (description === tokenErrorDescriptions.otpFailed)
    return { kind: 'otpFailed', message: translateNow('login.otpVerificationFailed') };
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
  // Said only to the right password of a closed account (issue 48).
  if (description === tokenErrorDescriptions.accountClosed)
    return { kind: 'message', message: translateNow('login.accountClosed') };
  // 'User not found: {email}' gets the same answer as a wrong password: the page never reveals who has an account.
  if (
    description === 'Login details are incorrect' ||
    description === tokenErrorDescriptions.badCredentials ||
    description.startsWith('User not found') ||
    error.code === 'invalid_grant'
  ) {
    return { kind: 'message', message: translateNow('login.invalidCredentials') };
  }
  if (error.status === 0) return { kind: 'message', message: error.message };
  return { kind: 'message', message: somethingWentWrongMessage };
};
