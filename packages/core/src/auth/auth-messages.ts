// Texts and sizes of the sign-in, captcha, two-step and password-reset contracts, free of zod so that the
// login page can use them without loading a schema library (packages/web README, 'The login page budget').

/** error_description texts the web client maps to the spec's messages (§8 'Login'). */
export const tokenErrorDescriptions = {
  badCredentials: 'Bad credentials',
  otpMissing: 'OTP is Missing',
  otpFailed: 'OTP Failed',
  refreshInvalid: 'Invalid refresh token',
  tooManyAttempts: 'Too many sign-in attempts',
  /** Said only to the right password (issue 48): the account was closed by its administrator. */
  accountClosed: 'This account has been closed',
} as const;

/** The second factors a user may hold: the authenticator's code (with its recovery codes) and passkeys. */
export const secondFactorKinds = ['otp', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/** Server texts for captcha refusals; the web shows 'Session Expired' for `expired`, 'Something Went Wrong' otherwise. */
export const captchaMessages = {
  missing: 'Please complete the checkbox to proceed',
  expired: 'Captcha expired',
  failed: 'Captcha verification failed',
} as const;

/** The registration failure texts of §8 'Registration'. */
export const registrationMessages = {
  created: 'Account created',
  accountFieldFault: 'There is an internal fault on the account field',
  alreadyExists: 'Account Already exists',
  tooMany: 'Too many registrations from this address',
} as const;

/** Texts of §8 'Forgot password', 'Old reset' and 'New reset'. */
export const passwordResetMessages = {
  requested: (email: string) => `A link to reset your password will be sent to ${email}`,
  expired: 'The request is expired, kindly request again',
  invalidOtp: 'Invalid',
  reused: 'Sorry... you already used this password. You need to think of a new, different, one.',
  changed: 'Your password has now been changed. You can log in with your new credentials.',
  tooManyRequests: 'Too many requests from this address, try again later',
} as const;

/** §9: a one-time password has six digits. */
export const otpLength = 6;
/** Beyond the spec: recovery codes handed out when two-step verification turns on. */
export const recoveryCodeCount = 10;
