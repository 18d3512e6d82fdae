import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenErrorReplySchema } from '@psc/core/auth/auth.schemas';
import {
  authorizationDecisionReplySchema,
  authorizationDecisionSchema,
  authorizationRequestSchema,
  introspectionReplySchema,
  tokenKeyReplySchema,
  tokenParameterSchema,
} from '@psc/core/authorization-server/authorization-server.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import {
  authorizationServerEndpoints,
  oauthClientEndpoints,
} from '@psc/core/authorization-server/authorization-server.endpoints';
import type { Deps } from '../../deps.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { decideAuthorization } from './decide-authorization.ts';
import { describeAuthorizationRequest } from './describe-authorization-request.ts';
import { introspectToken } from './introspect-token.ts';
import { listClients } from './list-clients.ts';
import { registerClient } from './register-client.ts';
import { revokeClient } from './revoke-client.ts';
import { revokeToken } from './revoke-token.ts';
import { authorizationServerMetadata, tokenKeyReply } from './server-metadata.ts';
import { startAuthorization } from './start-authorization.ts';

const oauthErrors = { 400: tokenErrorReplySchema, 401: tokenErrorReplySchema };

/** The spec's authorisation-server calls beyond /oauth/token (account-and-billing.md §7; docs/decisions/0038). */
export const authorizationServerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/oauth/authorize', {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: {
      tags: ['auth'],
      summary: 'Start the authorization-code grant with PKCE (S256) for a registered application',
      description:
        'Redirects to the consent screen /oauth/confirm_access, to /oauth/error when the client or redirect URI is unknown, or back to the redirect URI with error=.',
      querystring: authorizationRequestSchema,
      response: { 302: z.null(), 400: tokenErrorReplySchema },
    },
    handler: async (request, reply) =>
      reply.header('Cache-Control', 'no-store').redirect(await startAuthorization(deps, request.query), 302),
  });

  app.post('/oauth/authorize', {
    // Connecting an application is the user's own choice: a Viewer may do it, and reaches no more through it.
    config: { auth: 'bearer', ownProfileWrite: true },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user approves or denies an application (user_oauth_approval)',
      description:
        'JSON or form body. Replies with where the browser goes next: the redirect URI with code or error.',
      body: authorizationDecisionSchema,
      response: {
        200: authorizationDecisionReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
      },
    },
    handler: async (request, reply) => {
      const { user_oauth_approval: approved, ...parameters } = request.body;
      const decision = await decideAuthorization(
        deps,
        requirePrincipal(request),
        { ...parameters, approved },
        requestOrigin(request),
      );
      return reply.header('Cache-Control', 'no-store').send(decision);
    },
  });

  app.get(authorizationServerEndpoints.authorizationRequest.path, {
    schema: endpointSchema(authorizationServerEndpoints.authorizationRequest, ['auth']),
    handler: async (request) => describeAuthorizationRequest(deps, requirePrincipal(request), request.query),
  });

  const introspection = {
    config: { auth: 'public' as const, errorFormat: 'oauth' as const },
    schema: {
      tags: ['auth'],
      summary: 'Token introspection (RFC 7662): is this token of mine active?',
      description:
        'HTTP Basic client authentication; `token` in the query or a form body. Only the caller’s own tokens are reported.',
      security: [{ oauthClient: [] }],
      querystring: tokenParameterSchema,
      response: { 200: introspectionReplySchema, ...oauthErrors },
    },
  };
  app.get('/oauth/check_token', introspection, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send(await introspectToken(deps, request.query.token, request.headers.authorization)),
  );
  app.post(
    '/oauth/check_token',
    { ...introspection, schema: { ...introspection.schema, body: tokenParameterSchema.optional() } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(
          await introspectToken(
            deps,
            request.body?.token ?? request.query.token,
            request.headers.authorization,
          ),
        ),
  );

  app.post('/oauth/revoke', {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: {
      tags: ['auth'],
      summary: 'Token revocation (RFC 7009): end the session a token of mine belongs to',
      security: [{ oauthClient: [] }],
      consumes: ['application/x-www-form-urlencoded'],
      body: tokenParameterSchema,
      response: { 200: z.object({}), ...oauthErrors },
    },
    handler: async (request, reply) => {
      await revokeToken(deps, request.body.token, request.headers.authorization);
      return reply.header('Cache-Control', 'no-store').send({});
    },
  });

  app.get('/oauth/token_key', {
    config: { auth: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Token verification key: none, PSC tokens are opaque; use /oauth/check_token',
      response: { 200: tokenKeyReplySchema },
    },
    handler: async () => tokenKeyReply(deps),
  });

  app.get('/.well-known/oauth-authorization-server', {
    config: { auth: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Authorization server metadata (RFC 8414)',
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async () => authorizationServerMetadata(deps),
  });

  const operatorTags = ['auth', 'operator'];
  app.post(oauthClientEndpoints.register.path, {
    config: { auth: 'operator' },
    schema: endpointSchema(oauthClientEndpoints.register, operatorTags, 201),
    handler: async (request, reply) => reply.code(201).send(await registerClient(deps, request.body)),
  });

  app.get(oauthClientEndpoints.list.path, {
    config: { auth: 'operator' },
    schema: endpointSchema(oauthClientEndpoints.list, operatorTags),
    handler: async () => listClients(deps),
  });

  app.delete(oauthClientEndpoints.revoke.path, {
    config: { auth: 'operator' },
    schema: endpointSchema(oauthClientEndpoints.revoke, operatorTags),
    handler: async (request) => revokeClient(deps, request.params.clientId),
  });
};
