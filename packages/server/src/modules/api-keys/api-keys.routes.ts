import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyEndpoints as endpoints } from '@psc/core/api-keys/api-keys.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

const tags = ['api-keys'];

/** Customer API keys (issue 17 item 2; decision 0042): administrators only, never reachable with a key. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Listing and revoking stay open on a locked account: stopping a leaked key must never wait for a payment.
  app.get(endpoints.list.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listApiKeys(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    config: { access: 'administrator' },
    schema: endpointSchema(endpoints.create, tags, 201),
    handler: async (request, reply) =>
      reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send(await createApiKey(deps, requirePrincipal(request), request.body, requestOrigin(request))),
  });

  app.delete(endpoints.revoke.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(endpoints.revoke, tags),
    handler: async (request) =>
      revokeApiKey(deps, requirePrincipal(request), request.params.keyId, requestOrigin(request)),
  });
};
