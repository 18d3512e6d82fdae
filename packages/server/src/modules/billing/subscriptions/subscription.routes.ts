import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import type { Deps } from '../../../deps.ts';
import { requirePrincipal } from '../../../plugins/authentication.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../../shared/request-origin.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { clearPurchase } from './clear-purchase.ts';
import { getSubscriptionDetails } from './get-subscription-details.ts';
import { updateSubscription } from './update-subscription.ts';
import { payDue } from './pay-due.ts';

const tags = ['billing'];

/** The subscription: details, changes, cancellation and the open purchase. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(subscriptionEndpoints.details.path, {
    config: { allowedWhenLocked: true },
    schema: endpointSchema(subscriptionEndpoints.details, tags),
    handler: async (request) => getSubscriptionDetails(deps, requirePrincipal(request)),
  });

  app.put(subscriptionEndpoints.update.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    attachValidation: true,
    schema: endpointSchema(subscriptionEndpoints.update, tags),
    handler: async (request) =>
      updateSubscription(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.delete(subscriptionEndpoints.cancel.path, {
    config: { access: 'administrator' },
    schema: endpointSchema(subscriptionEndpoints.cancel, tags),
    handler: async (request) => cancelSubscription(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.post(subscriptionEndpoints.payDue.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(subscriptionEndpoints.payDue, tags),
    handler: async (request) => payDue(deps, requirePrincipal(request), request.body),
  });

  app.put(subscriptionEndpoints.clearPurchase.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(subscriptionEndpoints.clearPurchase, tags),
    handler: async (request) => clearPurchase(deps, requirePrincipal(request)),
  });
};
