import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEndpoints as endpoints } from '@psc/core/webhooks/webhooks.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './manage-webhooks.ts';

const tags = ['webhooks'];
const administrator = { access: 'administrator' as const };
/** A secret is in the reply: never kept by a cache. */
const noStore = { 'Cache-Control': 'no-store' };

/** Customer webhooks (issue 49 item 3, docs/decisions/0126): an account's administrators only. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    config: administrator,
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listWebhooks(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    config: administrator,
    schema: endpointSchema(endpoints.create, tags, 201),
    handler: async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await createWebhook(deps, requirePrincipal(request), request.body)),
  });

  app.put(endpoints.update.path, {
    config: administrator,
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) =>
      updateWebhook(deps, requirePrincipal(request), request.params.webhookId, request.body),
  });

  app.delete(endpoints.remove.path, {
    config: administrator,
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) => removeWebhook(deps, requirePrincipal(request), request.params.webhookId),
  });

  app.post(endpoints.rotateSecret.path, {
    config: administrator,
    schema: endpointSchema(endpoints.rotateSecret, tags),
    handler: async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await rotateWebhookSecret(
            deps,
            requirePrincipal(request),
            request.params.webhookId,
            request.body ?? {},
          ),
        ),
  });

  app.get(endpoints.deliveries.path, {
    config: administrator,
    schema: endpointSchema(endpoints.deliveries, tags),
    handler: async (request) =>
      listWebhookDeliveries(deps, requirePrincipal(request), request.params.webhookId),
  });

  app.post(endpoints.replay.path, {
    config: administrator,
    schema: endpointSchema(endpoints.replay, tags),
    handler: async (request) =>
      replayWebhookDelivery(
        deps,
        requirePrincipal(request),
        request.params.webhookId,
        request.params.deliveryId,
      ),
  });
};
