import { captchaMessages } from '@psc/core/auth/auth-messages';

export const sessionExpiredMessage = 'Session Expired';
export const somethingWentWrongMessage = 'Something Went Wrong';

/** What a form does after the server refused its captcha: the text to show, and whether to empty the fields. */
export type CaptchaRefusal = { message: string; clearsFields: boolean };

/**
 * The captcha refusals of docs/decisions/0006 as §5 and §8 want them shown: an expired solution is 'Session Expired'
 * and empties the form; a forged or reused one is 'Something Went Wrong'; a missing one asks to tick the box.
 * Each one leaves the captcha to be solved again. Null when the message is not a captcha refusal.
 */
export const describeCaptchaRefusal = (serverMessage: string): CaptchaRefusal | null => {
  switch (serverMessage) {
    case captchaMessages.expired:
      return { message: sessionExpiredMessage, clearsFields: true };
    case captchaMessages.failed:
      return { message: somethingWentWrongMessage, clearsFields: false };
    case captchaMessages.missing:
      return { message: captchaMessages.missing, clearsFields: false };
    default:
      return null;
  }
};
