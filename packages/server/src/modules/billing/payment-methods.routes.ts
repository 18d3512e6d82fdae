import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentIntentReplySchema,
  paymentMethodListReplySchema,
  publishableKeyReplySchema,
} from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { getPublishableKey } from './get-publishable-key.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { setDefaultPaymentMethod } from './set-default-payment-method.ts';
import { refusals, idParams, requestKey } from './billing-route-schemas.ts';

/** Cards: setup intents, the list, the default card, the publishable key. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/api/v1/paymentmethods/createintent', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'A setup intent for a new card: the client secret is in message',
      response: { 200: paymentIntentReplySchema, ...refusals },
    },
    handler: async (request) =>
      createSetupIntent(deps, requirePrincipal(request), requestKey(request.headers)),
  });

  app.get('/api/v1/paymentmethods', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "The account's cards",
      response: { 200: paymentMethodListReplySchema, ...refusals },
    },
    handler: async (request) => listPaymentMethods(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/paymentmethods/:id', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'Make a card the default (not the default one again); replies the updated list',
      params: idParams,
      response: { 200: paymentMethodListReplySchema, ...refusals },
    },
    handler: async (request) =>
      setDefaultPaymentMethod(
        deps,
        requirePrincipal(request),
        request.params.id,
        requestKey(request.headers),
        requestOrigin(request),
      ),
  });

  app.delete('/api/v1/paymentmethods/:id', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'Delete a card (never the default one); replies the updated list',
      params: idParams,
      response: { 200: paymentMethodListReplySchema, ...refusals },
    },
    handler: async (request) =>
      deletePaymentMethod(
        deps,
        requirePrincipal(request),
        request.params.id,
        requestKey(request.headers),
        requestOrigin(request),
      ),
  });

  app.get('/api/v1/stripepk', {
    config: { allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "The payment provider's publishable key, in message",
      response: { 200: publishableKeyReplySchema, ...refusals },
    },
    handler: async () => getPublishableKey(deps),
  });
};
