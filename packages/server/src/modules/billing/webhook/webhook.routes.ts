import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardProviderEndpoints } from '@psc/core/billing/card-provider.endpoints';
import type { Deps } from '../../../deps.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { receiveWebhook } from './receive-webhook.ts';

/** POST /stripe in its own scope: the body stays raw bytes, because the signature is over exactly those bytes. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const tags = ['billing'];
  app.get(cardProviderEndpoints.webhookCheck.path, {
    config: { auth: 'public' },
    schema: endpointSchema(cardProviderEndpoints.webhookCheck, tags),
    handler: async () => ({ provider: deps.paymentProvider.kind }),
  });
  app.post(cardProviderEndpoints.webhook.path, {
    config: { auth: 'public' },
    schema: endpointSchema(cardProviderEndpoints.webhook, tags),
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveWebhook(
        deps,
        Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        typeof signature === 'string' ? signature : undefined,
      );
    },
  });
};
