import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tokenErrorReplySchema,
  tokenReplySchema,
  tokenRequestSchema,
  usernameReplySchema,
} from '@psc/core/auth/auth.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { sessionEndpoints as sessions } from '@psc/core/auth/sessions.endpoints';
import { getMe } from '../users/get-me.ts';
import { requestToken } from './request-token.ts';
import { endOtherSessions, endSession } from './end-session.ts';
import { listSessions } from './list-sessions.ts';
import { signOut } from './sign-out.ts';
import { unlockUser } from './unlock-user.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/oauth/token', {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: {
      tags: ['auth'],
      summary: 'Issue tokens: password grant (sign-in) or refresh_token grant (rotation)',
      description:
        'Form body. HTTP Basic client authentication. A reused refresh token revokes its whole family. Replies carry Cache-Control: no-store.',
      consumes: ['application/x-www-form-urlencoded'],
      body: tokenRequestSchema,
      security: [{ oauthClient: [] }],
      response: {
        200: tokenReplySchema,
        400: tokenErrorReplySchema,
        401: tokenErrorReplySchema,
        429: tokenErrorReplySchema,
      },
    },
    handler: async (request, reply) => {
      const tokens = await requestToken(
        deps,
        request.body,
        request.headers.authorization,
        requestOrigin(request),
      );
      return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(tokens);
    },
  });

  app.get('/api/v1/checkSessionToken', {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['auth'],
      summary: 'Is the bearer token still valid?',
      response: { 200: simpleReplySchema, 401: errorReplySchema },
    },
    handler: async () => ({ success: true, message: 'Session token is valid' }),
  });

  app.get('/api/v1/invalidateToken', {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: revoke this session on every server at once',
      response: { 200: simpleReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => {
      await signOut(deps, requirePrincipal(request), requestOrigin(request));
      return { success: true, message: 'Signed out' };
    },
  });

  // Beyond the spec (issue 17 item 4): the user's own sessions, each of which can be ended. Reachable while the
  // account is locked: ending a stolen session must never wait for a payment.
  app.get(sessions.list.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(sessions.list, tags),
    handler: async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await listSessions(deps, requirePrincipal(request))),
  });

  app.delete(sessions.end.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true, ownProfileWrite: true },
    schema: endpointSchema(sessions.end, tags),
    handler: async (request) =>
      endSession(deps, requirePrincipal(request), request.params.sessionId, requestOrigin(request)),
  });

  app.delete(sessions.endOthers.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true, ownProfileWrite: true },
    schema: endpointSchema(sessions.endOthers, tags),
    handler: async (request) => endOtherSessions(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.get('/username', {
    config: { duringTwoFactorSetup: true, auth: 'bearer', allowedWhenLocked: true },
    schema: {
      tags: ['auth'],
      summary: "The signed-in user's names",
      response: { 200: usernameReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => {
      const me = await getMe(deps, requirePrincipal(request));
      return { firstname: me.firstname, lastname: me.lastname };
    },
  });

  // The spec lists GET /oauth/token; credentials in a URL end up in logs, so it only explains itself.
  app.get('/oauth/token', {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: {
      tags: ['auth'],
      summary: 'Not supported: use POST',
      response: { 405: z.object({ error: z.string(), error_description: z.string() }) },
    },
    handler: async () => {
      throw new AppError('BAD_REQUEST', 'Use POST with a form body', { body: { error: 'invalid_request' } });
    },
  });

  app.delete('/api/v1/accounts/lockout/:personId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['auth'],
      summary: 'Administrators: lift the sign-in lock of a user of their account',
      params: z.object({ personId: z.uuid() }),
      response: {
        200: simpleReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
        404: errorReplySchema,
      },
    },
    handler: async (request) =>
      unlockUser(deps, requirePrincipal(request), request.params.personId, requestOrigin(request)),
  });
};
