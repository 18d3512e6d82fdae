import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyIdParamsSchema,
  apiKeyListReplySchema,
  apiKeyRequestSchema,
  newApiKeyReplySchema,
} from '@psc/core/api-keys/api-keys.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** Customer API keys (issue 17 item 2; decision 0042): administrators only, never reachable with a key. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Listing and revoking stay open on a locked account: stopping a leaked key must never wait for a payment.
  app.get('/api/v1/accounts/apikeys', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['api-keys'],
      summary: "The account's API keys (never the keys themselves)",
      response: { 200: apiKeyListReplySchema, ...refusals },
    },
    handler: async (request) => listApiKeys(deps, requirePrincipal(request)),
  });

  app.post('/api/v1/accounts/apikeys', {
    config: { access: 'administrator' },
    schema: {
      tags: ['api-keys'],
      summary: 'Create an API key acting as me within its scopes; the key is in this reply only',
      body: apiKeyRequestSchema,
      response: { 201: newApiKeyReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send(await createApiKey(deps, requirePrincipal(request), request.body, requestOrigin(request))),
  });

  app.delete('/api/v1/accounts/apikeys/:keyId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['api-keys'],
      summary: 'Revoke an API key: refused from the next request on',
      params: apiKeyIdParamsSchema,
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) =>
      revokeApiKey(deps, requirePrincipal(request), request.params.keyId, requestOrigin(request)),
  });
};
