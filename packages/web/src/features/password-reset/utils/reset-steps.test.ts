import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import {
  describeForgotPasswordFailure,
  describeLinkCheckFailure,
  describeResetFailure,
  firstResetStep,
  validateOneTimePassword,
} from './reset-steps.ts';

/** What api-client throws for a JSON error reply `{ success: false, message, code }`. */
const replyError = (
  status: number,
  message: string,
  code: string | null = null,
  retryAfterSeconds: number | null = null,
) => new ApiError(message, { status, code, body: { success: false, message, code }, retryAfterSeconds });

describe('the reset page steps (§2 Password reset page)', () => {
  it('asks for the One Time Password only when the user has 2-step verification', () => {
    expect(firstResetStep(true)).toBe('oneTimePassword');
    expect(firstResetStep(false)).toBe('newPassword');
  });

  it('shows LINK EXPIRED when the link check answers 401 (or 404)', () => {
    expect(
      describeLinkCheckFailure(
        replyError(401, 'The request is expired, kindly request again', 'UNAUTHORIZED'),
      ),
    ).toEqual({
      kind: 'linkExpired',
    });
    expect(describeLinkCheckFailure(replyError(404, 'No route'))).toEqual({ kind: 'linkExpired' });
  });

  it('offers a retry when the check could not be made', () => {
    expect(describeLinkCheckFailure(new ApiError('The server could not be reached.', { status: 0 }))).toEqual(
      {
        kind: 'retry',
        message: 'The server could not be reached.',
      },
    );
    expect(describeLinkCheckFailure(replyError(500, 'Internal Server Error'))).toEqual({
      kind: 'retry',
      message: 'Something Went Wrong',
    });
  });
});

describe('validation (§5 Reset password)', () => {
  it('requires the One Time Password', () => {
    expect(validateOneTimePassword('  ')).toBe('One Time Password is required');
    expect(validateOneTimePassword('123456')).toBeNull();
    expect(validateOneTimePassword('k7rqm-2xf9d')).toBeNull();
  });
});

describe('describeResetFailure (§8 New reset)', () => {
  it('shows Invalid and empties every field after a wrong One Time Password', () => {
    expect(describeResetFailure(replyError(401, 'Invalid', 'UNAUTHORIZED'))).toEqual({
      kind: 'retry',
      message: 'Invalid',
      clearsPasswords: true,
      needsNewOneTimePassword: true,
    });
  });

  it('shows the reuse text for one of the last five passwords', () => {
    const reused = 'Sorry... you already used this password. You need to think of a new, different, one.';
    expect(describeResetFailure(replyError(401, reused, 'UNAUTHORIZED'))).toMatchObject({
      kind: 'retry',
      message: reused,
    });
  });

  it('shows a captcha refusal as the spec asks', () => {
    expect(describeResetFailure(replyError(403, 'Captcha expired', 'FORBIDDEN'))).toEqual({
      kind: 'retry',
      message: 'Session Expired',
      clearsPasswords: true,
      needsNewOneTimePassword: true,
    });
    expect(describeResetFailure(replyError(403, 'Captcha verification failed', 'FORBIDDEN'))).toEqual({
      kind: 'retry',
      message: 'Something Went Wrong',
      clearsPasswords: false,
      needsNewOneTimePassword: false,
    });
    expect(describeResetFailure(replyError(403, 'Forbidden for another reason', 'FORBIDDEN'))).toMatchObject({
      message: 'Forbidden for another reason',
    });
  });

  it('shows LINK EXPIRED for 404 and for a 400 that is not about the password', () => {
    expect(
      describeResetFailure(replyError(404, 'The request is expired, kindly request again', 'NOT_FOUND')),
    ).toEqual({
      kind: 'linkExpired',
    });
    expect(describeResetFailure(replyError(400, 'Bad request', 'BAD_REQUEST'))).toEqual({
      kind: 'linkExpired',
    });
  });

  it('shows the password rules of a 400 VALIDATION reply', () => {
    expect(
      describeResetFailure(replyError(400, 'Password is too common: choose another one', 'VALIDATION')),
    ).toMatchObject({
      kind: 'retry',
      message: 'Password is too common: choose another one',
      clearsPasswords: true,
    });
  });

  it('says how long to wait after too many attempts', () => {
    expect(describeResetFailure(replyError(429, 'Too many', 'RATE_LIMITED', 120))).toMatchObject({
      message: 'Too many attempts. Please try again in 2 minutes.',
    });
  });
});

describe('describeForgotPasswordFailure (§8 Forgot password)', () => {
  it('shows the server message of a 400 or 403', () => {
    expect(describeForgotPasswordFailure(replyError(400, 'E-mail is required', 'VALIDATION'))).toEqual({
      message: 'E-mail is required',
      clearsFields: false,
    });
    expect(
      describeForgotPasswordFailure(replyError(403, 'Please complete the checkbox to proceed', 'FORBIDDEN')),
    ).toEqual({ message: 'Please complete the checkbox to proceed', clearsFields: false });
  });

  it('turns an expired captcha into Session Expired and empties the field', () => {
    expect(describeForgotPasswordFailure(replyError(403, 'Captcha expired', 'FORBIDDEN'))).toEqual({
      message: 'Session Expired',
      clearsFields: true,
    });
  });

  it('falls back to Something Went Wrong', () => {
    expect(describeForgotPasswordFailure(replyError(500, 'Internal Server Error'))).toEqual({
      message: 'Something Went Wrong',
      clearsFields: false,
    });
  });
});
