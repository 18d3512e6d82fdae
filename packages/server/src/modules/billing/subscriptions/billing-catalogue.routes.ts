import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingCatalogueEndpoints } from '@psc/core/billing/billing.endpoints';
import type { Deps } from '../../../deps.ts';
import { requirePrincipal } from '../../../plugins/authentication.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { checkCouponCode } from './check-coupon.ts';
import { getCurrentPlan } from './get-current-plan.ts';
import { getPriceQuote } from './get-price-quote.ts';
import { getProduct } from './get-product.ts';
import { listPlans } from './list-plans.ts';

const tags = ['billing'];

/** Catalogue and quotes: products, plans and their prices, coupons. */
export const billingCatalogueRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(billingCatalogueEndpoints.product.path, {
    config: { allowedWhenLocked: true },
    schema: endpointSchema(billingCatalogueEndpoints.product, tags),
    handler: async (request) => getProduct(deps, request.params.productPersistentId),
  });

  app.get(billingCatalogueEndpoints.priceQuote.path, {
    config: { allowedWhenLocked: true },
    // The use case validates, so the dialog gets the spec's own texts ('Provide at least 1', 'Reached Max Limit').
    attachValidation: true,
    schema: endpointSchema(billingCatalogueEndpoints.priceQuote, tags),
    handler: async (request) => getPriceQuote(deps, requirePrincipal(request), request.query),
  });

  app.get(billingCatalogueEndpoints.plans.path, {
    config: { allowedWhenLocked: true },
    schema: endpointSchema(billingCatalogueEndpoints.plans, tags),
    handler: async () => listPlans(deps),
  });

  app.get(billingCatalogueEndpoints.currentPlan.path, {
    config: { allowedWhenLocked: true },
    schema: endpointSchema(billingCatalogueEndpoints.currentPlan, tags),
    handler: async (request) => getCurrentPlan(deps, requirePrincipal(request)),
  });

  app.get(billingCatalogueEndpoints.checkCoupon.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(billingCatalogueEndpoints.checkCoupon, tags),
    handler: async (request) => checkCouponCode(deps, requirePrincipal(request), request.query),
  });
};
