import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionReplySchema,
  cancelSubscriptionRequestSchema,
  subscriptionDetailsReplySchema,
  subscriptionUpdateReplySchema,
} from '@psc/core/billing/billing.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { clearPurchase } from './clear-purchase.ts';
import { getSubscriptionDetails } from './get-subscription-details.ts';
import { updateSubscription } from './update-subscription.ts';
import { refusals } from './billing-route-schemas.ts';

/** The subscription: details, changes, cancellation and the open purchase. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/account/subscriptionDetails', {
    config: { allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'Plan, licences, renewal quote, period, term, notice deadline and any open purchase',
      response: { 200: subscriptionDetailsReplySchema, ...refusals },
    },
    handler: async (request) => getSubscriptionDetails(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/accounts/subscriptions', {
    config: { access: 'administrator', allowedWhenLocked: true },
    attachValidation: true,
    schema: {
      tags: ['billing'],
      summary: 'Change plan, licences, frequency or coupon: error, needsStripe (pay the client secret) or ok',
      description:
        'planId defaults to the current plan; the current Free plan means the second plan. The amount charged is the quote of GET /api/v1/products/price.',
      body: z.unknown(),
      response: { 200: subscriptionUpdateReplySchema, ...refusals },
    },
    handler: async (request) =>
      updateSubscription(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.delete('/api/v1/accounts/subscriptions', {
    config: { access: 'administrator' },
    schema: {
      tags: ['billing'],
      summary: 'Give notice to stop paying: back to Free at the end of the term (default admin, status 2)',
      body: cancelSubscriptionRequestSchema,
      response: { 200: cancelSubscriptionReplySchema, ...refusals },
    },
    handler: async (request) => cancelSubscription(deps, requirePrincipal(request), requestOrigin(request)),
  });

  app.put('/api/v1/purchases/clear', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'Clear an interrupted purchase (the card form was cancelled)',
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) => clearPurchase(deps, requirePrincipal(request)),
  });
};
