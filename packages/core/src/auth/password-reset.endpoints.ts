import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  passwordResetCheckReplySchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
} from './password-reset.schemas.ts';

const tokenParamsSchema = z.object({ token: z.string().min(1) });

/**
 * The password-reset calls (calculators.md §7 'Unauthenticated'), described once for the server and the web
 * (issue 13). The forgot-password form, on the login page, reads `request`'s answer by hand: this module brings
 * zod, over the login page's size budget.
 */
export const passwordResetEndpoints = defineEndpoints({
  request: {
    method: 'POST',
    path: '/requestpasswordreset',
    summary: 'E-mail a single-use reset link; the same answer whether or not the address has an account',
    body: passwordResetRequestSchema,
    reply: passwordResetRequestReplySchema,
  },
  check: {
    method: 'GET',
    path: '/checkpasswordreset/:token',
    summary: 'Is this reset link still usable? 401 when expired, used or replaced',
    params: tokenParamsSchema,
    reply: passwordResetCheckReplySchema,
  },
  checkCode: {
    method: 'POST',
    path: '/checkpasswordreset/:token/otp',
    summary:
      'Beyond the spec: is this One Time Password right for the link? Checked before the new password, nothing spent',
    params: tokenParamsSchema,
    body: z.object({ oneTimePassword: z.string().trim().min(1).max(64) }).strict(),
    reply: simpleReplySchema,
  },
  reset: {
    method: 'POST',
    path: '/resetpassword',
    summary: 'Set a new password with a reset link (and the One Time Password when the user has 2FA)',
    body: resetPasswordRequestSchema,
    reply: simpleReplySchema,
  },
});
