import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizationServerEndpoints,
  oauthClientEndpoints,
  oauthProtocolEndpoints,
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

/** The spec's authorisation-server calls beyond /oauth/token (account-and-billing.md §7; docs/decisions/0038). */
export const authorizationServerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];
  const protocol = oauthProtocolEndpoints;
  app.get(protocol.authorize.path, {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: endpointSchema(protocol.authorize, tags, 302),
    handler: async (request, reply) =>
      reply.header('Cache-Control', 'no-store').redirect(await startAuthorization(deps, request.query), 302),
  });

  app.post(protocol.decide.path, {
    // Connecting an application is the user's own choice: a Viewer may do it, and reaches no more through it.
    config: { auth: 'bearer', ownProfileWrite: true },
    schema: endpointSchema(protocol.decide, tags),
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
    schema: endpointSchema(authorizationServerEndpoints.authorizationRequest, tags),
    handler: async (request) => describeAuthorizationRequest(deps, requirePrincipal(request), request.query),
  });

  const introspection = { auth: 'public' as const, errorFormat: 'oauth' as const };
  app.get(protocol.introspect.path, {
    config: introspection,
    schema: endpointSchema(protocol.introspect, tags),
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await introspectToken(deps, request.query.token, request.headers.authorization)),
  });
  app.post(protocol.introspectByForm.path, {
    config: introspection,
    schema: endpointSchema(protocol.introspectByForm, tags),
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(
          await introspectToken(
            deps,
            request.body?.token ?? request.query.token,
            request.headers.authorization,
          ),
        ),
  });

  app.post(protocol.revoke.path, {
    config: { auth: 'public', errorFormat: 'oauth' },
    schema: endpointSchema(protocol.revoke, tags),
    handler: async (request, reply) => {
      await revokeToken(deps, request.body.token, request.headers.authorization);
      return reply.header('Cache-Control', 'no-store').send({});
    },
  });

  app.get(protocol.tokenKey.path, {
    config: { auth: 'public' },
    schema: endpointSchema(protocol.tokenKey, tags),
    handler: async () => tokenKeyReply(deps),
  });

  app.get(protocol.metadata.path, {
    config: { auth: 'public' },
    schema: endpointSchema(protocol.metadata, tags),
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
