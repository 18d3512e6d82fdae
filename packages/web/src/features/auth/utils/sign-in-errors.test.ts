import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import {
  describePasskeySignInFailure,
  describeSignInFailure,
  noAccessTokenMessage,
} from './sign-in-errors.ts';

/** What api-client throws for an /oauth/token error reply `{ error, error_description }`. */
const tokenError = (
  status: number,
  error: string,
  description: string,
  retryAfterSeconds: number | null = null,
) =>
  new ApiError(description, {
    status,
    code: error,
    body: { error, error_description: description },
    retryAfterSeconds,
  });

describe('describeSignInFailure (§8 Login)', () => {
  it('moves to the OTP step on OTP is Missing', () => {
    expect(describeSignInFailure(tokenError(400, 'invalid_grant', 'OTP is Missing'))).toEqual({
      kind: 'otpRequired',
      factors: ['otp'],
    });
  });

  it.each([
    [['passkey'], ['passkey']],
    [
      ['otp', 'passkey'],
      ['otp', 'passkey'],
    ],
    [['sms', 'otp'], ['otp']],
    [[], ['otp']],
  ])('offers the second factors the server names: %j → %j', (named, offered) => {
    const error = new ApiError('OTP is Missing', {
      status: 400,
      code: 'invalid_grant',
      body: { error: 'invalid_grant', error_description: 'OTP is Missing', second_factors: named },
    });
    expect(describeSignInFailure(error)).toEqual({ kind: 'otpRequired', factors: offered });
  });

  it('shows OTP Verification Failed for OTP Failed', () => {
    expect(describeSignInFailure(tokenError(400, 'invalid_grant', 'OTP Failed'))).toEqual({
      kind: 'otpFailed',
      message: 'OTP Verification Failed',
    });
  });

  it.each(['Bad credentials', 'Login details are incorrect', 'User not found: someone@example.com'])(
    'shows Invalid Credentials for %s',
    (description) => {
      expect(describeSignInFailure(tokenError(400, 'invalid_grant', description))).toEqual({
        kind: 'message',
        message: 'Invalid Credentials',
      });
    },
  );

  it('says a closed account is closed, not Invalid Credentials (issue 48)', () => {
    expect(describeSignInFailure(tokenError(400, 'invalid_grant', 'This account has been closed'))).toEqual({
      kind: 'message',
      message: 'This account has been closed. Its administrator closed it; contact us if that was a mistake.',
    });
  });

  it('shows Session Expired and empties the form for an expired captcha', () => {
    expect(describeSignInFailure(tokenError(403, 'invalid_captcha', 'Captcha expired'))).toEqual({
      kind: 'captchaRefused',
      message: 'Session Expired',
      clearsFields: true,
    });
  });

  it('shows Something Went Wrong and resets the captcha for a forged or reused one', () => {
    expect(describeSignInFailure(tokenError(403, 'invalid_captcha', 'Captcha verification failed'))).toEqual({
      kind: 'captchaRefused',
      message: 'Something Went Wrong',
      clearsFields: false,
    });
  });

  it('asks to tick the box when the server got no captcha', () => {
    expect(
      describeSignInFailure(tokenError(403, 'invalid_captcha', 'Please complete the checkbox to proceed')),
    ).toEqual({
      kind: 'captchaRefused',
      message: 'Please complete the checkbox to proceed',
      clearsFields: false,
    });
  });

  it('treats [null] as Something Went Wrong with a captcha reset', () => {
    expect(describeSignInFailure(tokenError(400, 'server_error', '[null]'))).toEqual({
      kind: 'captchaRefused',
      message: 'Something Went Wrong',
      clearsFields: false,
    });
  });

  it('says how long to wait after too many attempts', () => {
    expect(
      describeSignInFailure(tokenError(429, 'too_many_requests', 'Too many sign-in attempts', 45)),
    ).toEqual({
      kind: 'message',
      message: 'Too many sign-in attempts. Please try again in 45 seconds.',
    });
    expect(
      describeSignInFailure(tokenError(429, 'too_many_requests', 'Too many sign-in attempts', 600)),
    ).toEqual({
      kind: 'message',
      message: 'Too many sign-in attempts. Please try again in 10 minutes.',
    });
    expect(describeSignInFailure(tokenError(429, 'too_many_requests', 'Too many sign-in attempts'))).toEqual({
      kind: 'message',
      message: 'Too many sign-in attempts. Please wait a while before trying again.',
    });
  });

  it('passes on a reply without a token and a server that could not be reached', () => {
    expect(describeSignInFailure(new ApiError(noAccessTokenMessage, { status: 200 }))).toEqual({
      kind: 'message',
      message: 'No access token',
    });
    expect(
      describeSignInFailure(new ApiError('The server could not be reached.', { status: 0, code: 'NETWORK' })),
    ).toEqual({ kind: 'message', message: 'The server could not be reached.' });
  });

  it('falls back to Something Went Wrong', () => {
    expect(describeSignInFailure(new Error('boom'))).toEqual({
      kind: 'message',
      message: 'Something Went Wrong',
    });
    expect(describeSignInFailure(new ApiError('Internal Server Error', { status: 500 }))).toEqual({
      kind: 'message',
      message: 'Something Went Wrong',
    });
  });
});

describe('describePasskeySignInFailure', () => {
  it("shows the server's reason for a refused passkey", () => {
    const refused = tokenError(400, 'invalid_grant', 'The passkey could not be verified');
    expect(describePasskeySignInFailure(refused)).toEqual({
      kind: 'message',
      message: 'The passkey could not be verified',
    });
  });

  it('tells a cancelled browser dialog apart from a fault', () => {
    const cancelled = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    expect(describePasskeySignInFailure(cancelled)).toEqual({
      kind: 'message',
      message: 'No passkey was used: the request was cancelled or timed out.',
    });
    expect(describePasskeySignInFailure(new TypeError('boom'))).toEqual({
      kind: 'message',
      message: 'Something Went Wrong',
    });
  });

  it('keeps the sign-in texts for everything else', () => {
    expect(describePasskeySignInFailure(tokenError(429, 'too_many_requests', 'x', 60))).toEqual({
      kind: 'message',
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });
  });
});
