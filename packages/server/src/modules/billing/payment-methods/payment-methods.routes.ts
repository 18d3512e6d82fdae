import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMethodEndpoints } from '@psc/core/billing/billing.endpoints';
import type { Deps } from '../../../deps.ts';
import { requirePrincipal } from '../../../plugins/authentication.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../../shared/request-origin.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { getPublishableKey } from './get-publishable-key.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { setDefaultPaymentMethod } from './set-default-payment-method.ts';
import { requestKey } from './billing-route-schemas.ts';

const tags = ['billing'];

/** Cards: setup intents, the list, the default card, the publishable key. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(paymentMethodEndpoints.createIntent.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(paymentMethodEndpoints.createIntent, tags),
    handler: async (request) =>
      createSetupIntent(deps, requirePrincipal(request), requestKey(request.headers)),
  });

  app.get(paymentMethodEndpoints.list.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(paymentMethodEndpoints.list, tags),
    handler: async (request) => listPaymentMethods(deps, requirePrincipal(request)),
  });

  app.put(paymentMethodEndpoints.makeDefault.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(paymentMethodEndpoints.makeDefault, tags),
    handler: async (request) =>
      setDefaultPaymentMethod(
        deps,
        requirePrincipal(request),
        request.params.id,
        requestKey(request.headers),
        requestOrigin(request),
      ),
  });

  app.delete(paymentMethodEndpoints.remove.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(paymentMethodEndpoints.remove, tags),
    handler: async (request) =>
      deletePaymentMethod(
        deps,
        requirePrincipal(request),
        request.params.id,
        requestKey(request.headers),
        requestOrigin(request),
      ),
  });

  app.get(paymentMethodEndpoints.publishableKey.path, {
    config: { allowedWhenLocked: true },
    schema: endpointSchema(paymentMethodEndpoints.publishableKey, tags),
    handler: async () => getPublishableKey(deps),
  });
};
