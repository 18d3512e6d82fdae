import { z } from 'zod';
import { findPasswordProblem, passwordProblemMessages } from '@psc/core/auth/password-policy';

export type NewPasswordValues = { password: string; confirmPassword: string };

/**
 * A new password typed twice (§5 'Password change' and 'Reset password'), checked by core's password policy as the
 * server checks it; `email`, when known, is refused as the password.
 */
export const newPasswordSchema = (email?: string) =>
  z
    .object({
      password: z.string().min(1, 'Password is required'),
      confirmPassword: z.string().min(1, 'Re-confirm Password is required'),
    })
    .superRefine(({ password, confirmPassword }, context) => {
      const problem = password === '' ? null : findPasswordProblem(password, email);
      if (problem !== null)
        context.addIssue({ code: 'custom', path: ['password'], message: passwordProblemMessages[problem] });
      if (password !== '' && confirmPassword !== '' && password !== confirmPassword)
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Password does not match' });
    });
