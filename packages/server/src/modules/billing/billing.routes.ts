import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { billingCatalogueRoutes } from './billing-catalogue.routes.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { paymentMethodsRoutes } from './payment-methods.routes.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { billingSystemRoutes } from './billing-system.routes.ts';

/** The billing sub-application's routes, by sub-domain (issue 13: one 366-line function before). */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(billingCatalogueRoutes, { deps });
  await app.register(subscriptionRoutes, { deps });
  await app.register(paymentMethodsRoutes, { deps });
  await app.register(invoicesRoutes, { deps });
  await app.register(sandboxRoutes, { deps });
  await app.register(billingSystemRoutes, { deps });
};

/** POST /stripe in its own scope: the body stays raw bytes, because the signature is over exactly those bytes. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.get('/stripe', {
    config: { auth: 'public' },
    schema: {
      tags: ['billing'],
      summary: 'Webhook endpoint check',
      response: { 200: z.object({ provider: z.string() }) },
    },
    handler: async () => ({ provider: deps.paymentProvider.kind }),
  });
  app.post('/stripe', {
    config: { auth: 'public' },
    schema: {
      tags: ['billing'],
      summary: 'Stripe webhook: signature checked over the raw body; each event applied once',
      response: {
        200: z.object({ received: z.boolean(), outcome: z.string() }),
        400: errorReplySchema,
        404: errorReplySchema,
      },
    },
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
