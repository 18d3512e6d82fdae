import { tokenErrorDescriptions } from '@psc/core/auth/auth.schemas';
import { formatDuration } from '@psc/core/shared/relative-time';
import { isApiError, readReplyField } from '../../../lib/api-client.ts';
import { noAccessTokenMessage } from '../api/request-token.ts';

export type SignInFailure =
  { kind: 'otpRequired' } | { kind: 'otpFailed'; message: string } | { kind: 'message'; message: string };

const invalidCredentials = 'Invalid Credentials';
const somethingWentWrong = 'Something Went Wrong';

const waitText = (seconds: number): string =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : formatDuration(seconds * 1000);

/** The texts of account-and-billing.md §8 'Login'. */
export const describeSignInFailure = (error: unknown): SignInFailure => {
  if (!isApiError(error)) return { kind: 'message', message: somethingWentWrong };
  const description = error.message;
  if (description === tokenErrorDescriptions.otpMissing) return { kind: 'otpRequired' };
  if (description === tokenErrorDescriptions.otpFailed)
    return { kind: 'otpFailed', message: 'OTP Verification Failed' };
  if (description === noAccessTokenMessage) return { kind: 'message', message: noAccessTokenMessage };
  if (description === '[null]') return { kind: 'message', message: somethingWentWrong };
  // Captcha refusals carry the text to show, such as 'Please complete the checkbox to proceed' (§5 'Login').
  if (readReplyField(error.body, 'error') === 'invalid_captcha')
    return { kind: 'message', message: description };
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
  return { kind: 'message', message: somethingWentWrong };
};
