import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@psc/core/auth/auth.endpoints';
import { tokenEndpoints } from '@psc/core/auth/token.endpoints';
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
  app.post(tokenEndpoints.issue.path, {
    config: { auth: 'public', errorFormat: 'oauth', hashesPasswords: true },
    schema: endpointSchema(tokenEndpoints.issue, tags),
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

  app.get(authEndpoints.checkSessionToken.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(authEndpoints.checkSessionToken, tags),
    handler: async () => ({ success: true, message: 'Session token is valid' }),
  });

  app.get(authEndpoints.invalidateToken.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true, changesData: true },
    schema: endpointSchema(authEndpoints.invalidateToken, tags),
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

  app.get(authEndpoints.username.path, {
    config: { duringTwoFactorSetup: true, auth: 'bearer', allowedWhenLocked: true },
    schema: endpointSchema(authEndpoints.username, tags),
    handler: async (request) => {
      const me = await getMe(deps, requirePrincipal(request));
      return { firstname: me.firstname, lastname: me.lastname };
    },
  });

  // The spec lists GET /oauth/token; credentials in a URL end up in logs, so it only explains itself.
  app.get(tokenEndpoints.issueByQuery.path, {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: endpointSchema(tokenEndpoints.issueByQuery, tags),
    handler: async () => {
      throw new AppError('BAD_REQUEST', 'Use POST with a form body', { body: { error: 'invalid_request' } });
    },
  });

  app.delete(authEndpoints.unlockUser.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(authEndpoints.unlockUser, tags),
    handler: async (request) =>
      unlockUser(deps, requirePrincipal(request), request.params.personId, requestOrigin(request)),
  });
};
