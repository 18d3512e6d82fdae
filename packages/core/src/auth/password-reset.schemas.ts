import { z } from 'zod';

export { passwordResetMessages } from './auth-messages.ts';

export const passwordResetRequestSchema = z.object({
  // A text that cannot be an address is refused, not answered with 'a link will be sent' (issue 48).
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'E-mail is required')
    .pipe(z.email('A valid e-mail is required').max(254)),
  captcha: z.string().optional(),
});

export const passwordResetRequestReplySchema = z.object({
  message: z.string(),
  error_description: z.string().nullable(),
});

export const passwordResetCheckReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** True when the user has two-step verification: the reset page then asks for the One Time Password. */
  otpRequired: z.boolean(),
});

/** New flow: `idAsString` is the token from the link, `id` the One Time Password; the old flow sends the token in `id`. */
export const resetPasswordRequestSchema = z.object({
  id: z.string().optional(),
  idAsString: z.string().optional(),
  password: z.string().min(1, 'Password is required'),
  captcha: z.string().optional(),
});
