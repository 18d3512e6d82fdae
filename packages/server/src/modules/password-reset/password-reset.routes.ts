import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetCheckReplySchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
} from '@psc/core/auth/password-reset.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { checkPasswordReset } from './check-password-reset.ts';
import { checkResetCode } from './check-reset-code.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/requestpasswordreset', {
    config: { auth: 'public' },
    schema: {
      tags: ['password reset'],
      summary: 'E-mail a single-use reset link; the same answer whether or not the address has an account',
      body: passwordResetRequestSchema,
      response: {
        200: passwordResetRequestReplySchema,
        400: errorReplySchema,
        403: errorReplySchema,
        429: errorReplySchema,
      },
    },
    handler: async (request) => requestPasswordReset(deps, request.body, requestOrigin(request)),
  });

  app.get('/checkpasswordreset/:token', {
    config: { auth: 'public' },
    schema: {
      tags: ['password reset'],
      summary: 'Is this reset link still usable? 401 when expired, used or replaced',
      params: z.object({ token: z.string().min(1) }),
      response: { 200: passwordResetCheckReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => checkPasswordReset(deps, request.params.token),
  });

  app.post('/checkpasswordreset/:token/otp', {
    config: { auth: 'public' },
    schema: {
      tags: ['password reset'],
      summary:
        'Beyond the spec: is this One Time Password right for the link? Checked before the new password, nothing spent',
      params: z.object({ token: z.string().min(1) }),
      body: z.object({ oneTimePassword: z.string().trim().min(1).max(64) }).strict(),
      response: { 200: simpleReplySchema, 401: errorReplySchema, 404: errorReplySchema },
    },
    handler: async (request) =>
      checkResetCode(deps, request.params.token, request.body.oneTimePassword, requestOrigin(request)),
  });

  app.post('/resetpassword', {
    config: { auth: 'public' },
    schema: {
      tags: ['password reset'],
      summary: 'Set a new password with a reset link (and the One Time Password when the user has 2FA)',
      body: resetPasswordRequestSchema,
      response: {
        200: simpleReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
        404: errorReplySchema,
      },
    },
    handler: async (request) => resetPassword(deps, request.body, requestOrigin(request)),
  });
};
