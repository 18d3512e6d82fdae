import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { billingCatalogueRoutes } from './subscriptions/billing-catalogue.routes.ts';
import { subscriptionRoutes } from './subscriptions/subscription.routes.ts';
import { paymentMethodsRoutes } from './payment-methods/payment-methods.routes.ts';
import { invoicesRoutes } from './invoicing/invoices.routes.ts';
import { sandboxRoutes } from './providers/sandbox.routes.ts';
import { billingSystemRoutes } from './subscriptions/billing-system.routes.ts';

/** The billing sub-application's routes, by module (issue 13: one 366-line function before; decision 0065). */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(billingCatalogueRoutes, { deps });
  await app.register(subscriptionRoutes, { deps });
  await app.register(paymentMethodsRoutes, { deps });
  await app.register(invoicesRoutes, { deps });
  await app.register(sandboxRoutes, { deps });
  await app.register(billingSystemRoutes, { deps });
};
