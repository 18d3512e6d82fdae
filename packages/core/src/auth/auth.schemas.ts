import { z } from 'zod';

export {
  captchaMessages,
  otpLength,
  recoveryCodeCount,
  registrationMessages,
  secondFactorKinds,
  tokenErrorDescriptions,
} from './auth-messages.ts';
import { secondFactorKinds } from './auth-messages.ts';

/** Form body of POST /oauth/token (account-and-billing.md §7 'Authorisation server'). */
export const tokenRequestSchema = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'authorization_code', 'passkey']),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  'g-captcha-response': z.string().optional(),
  otp: z.string().optional(),
  /** Beyond the spec: a single-use recovery code instead of the six-digit code. */
  recovery_code: z.string().optional(),
  /**
   * Beyond the spec (decision 0044): a passkey assertion, JSON. With grant_type=password it is the second factor;
   * grant_type=passkey signs in with it alone.
   */
  passkey: z.string().max(20_000).optional(),
  scope: z.string().optional(),
  /** authorization_code grant of a registered third-party client (RFC 6749 §4.1.3, RFC 7636 §4.5). */
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenReplySchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

export const tokenErrorReplySchema = z.object({
  error: z.string(),
  error_description: z.string(),
  /** With 'OTP is Missing' (beyond the spec): the second factors the user has, so the form offers the right one. */
  second_factors: z.array(z.enum(secondFactorKinds)).optional(),
});
export type TokenErrorReply = z.infer<typeof tokenErrorReplySchema>;

const trimmedRequired = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

export const registrationRequestSchema = z.object({
  account: trimmedRequired('Account').max(120),
  email: z.string().trim().toLowerCase().pipe(z.email('A valid e-mail is required').max(254)),
  firstname: trimmedRequired('First Name').max(80),
  lastname: trimmedRequired('Last Name').max(80),
  password: z.string().min(1, 'Password is required'),
  permissions: z.string().optional(),
  dbAccount: z.record(z.string(), z.unknown()).optional().nullable(),
  dbPerson: z.record(z.string(), z.unknown()).optional().nullable(),
  captcha: z.string().optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationReplySchema = z.object({
  accountId: z.string().nullable(),
  success: z.boolean(),
  message: z.string().nullable(),
});
export type RegistrationReply = z.infer<typeof registrationReplySchema>;

export const usernameReplySchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
});

export const loginSettingsReplySchema = z.object({
  requiresCaptcha: z.boolean(),
  registerUrl: z.string().nullable(),
});
export type LoginSettingsReply = z.infer<typeof loginSettingsReplySchema>;

export const appSettingReplySchema = z.object({
  id: z.number().int(),
  howToUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  registerUrl: z.string().nullable(),
  /** Beyond the spec: the footer's links (§2 'Frame'), set where PSC is deployed; null hides an icon. */
  footerLinks: z
    .object({
      newsletter: z.string().nullable(),
      businessNetwork: z.string().nullable(),
      microblog: z.string().nullable(),
      company: z.string().nullable(),
    })
    .optional(),
});
export type AppSettingReply = z.infer<typeof appSettingReplySchema>;

export const passwordChangeRequestSchema = z.object({
  id: z.string().min(1),
  password: z.string().min(1, 'Password is required'),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** Two-factor profile reply of account-and-billing.md §3: `message` is the key and `qrUrl` a PNG data URL while unverified. */
export const twoFactorProfileReplySchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  qrUrl: z.string().nullable(),
  verified: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorProfileReply = z.infer<typeof twoFactorProfileReplySchema>;

export const twoFactorCheckReplySchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  /** Shown once, when this check turned two-step verification on. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorCheckReply = z.infer<typeof twoFactorCheckReplySchema>;

export const codeRequirementReplySchema = z.object({
  required: z.boolean(),
  success: z.boolean(),
  message: z.string().nullable(),
});

export const recoveryCodesReplySchema = z.object({
  success: z.boolean(),
  recoveryCodes: z.array(z.string()),
});

/**
 * DELETE /api/v1/otp/delete may carry a proof: the current authenticator code or a recovery code. The web app
 * always sends one and the server checks it; a call without a body (the spec's client) is still accepted
 * (docs/decisions/0028).
 */
export const disableTwoFactorRequestSchema = z
  .object({
    otp: z.string().trim().max(16).optional(),
    recoveryCode: z.string().trim().max(64).optional(),
  })
  .strict();
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

export const disableTwoFactorMessages = {
  codeRejected: 'That code is not valid: two-step verification stays on',
} as const;
