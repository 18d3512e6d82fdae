import { describe, expect, it } from 'vitest';
import { describeCaptchaRefusal } from './captcha-refusal.ts';

describe('describeCaptchaRefusal (docs/decisions/0006, §5)', () => {
  it('maps each refusal of the server to the text the spec shows', () => {
    expect(describeCaptchaRefusal('Captcha expired')).toEqual({
      message: 'Session Expired',
      clearsFields: true,
    });
    expect(describeCaptchaRefusal('Captcha verification failed')).toEqual({
      message: 'Something Went Wrong',
      clearsFields: false,
    });
    expect(describeCaptchaRefusal('Please complete the checkbox to proceed')).toEqual({
      message: 'Please complete the checkbox to proceed',
      clearsFields: false,
    });
  });

  it('is null for any other message', () => {
    expect(describeCaptchaRefusal('Account Already exists')).toBeNull();
  });
});
