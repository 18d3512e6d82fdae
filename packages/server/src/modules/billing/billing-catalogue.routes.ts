import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  computedPriceReplySchema,
  couponCheckReplySchema,
  planListReplySchema,
  planReplySchema,
  productReplySchema,
} from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { checkCouponCode } from './check-coupon.ts';
import { getCurrentPlan } from './get-current-plan.ts';
import { getPriceQuote } from './get-price-quote.ts';
import { getProduct } from './get-product.ts';
import { listPlans } from './list-plans.ts';
import { refusals } from './billing-route-schemas.ts';

/** Catalogue and quotes: products, plans and their prices, coupons. */
export const billingCatalogueRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/products/:productPersistentId', {
    config: { allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "A product with its prices by 'Plan-CUR-Frequency' (the user licence is 'soluser')",
      params: z.object({ productPersistentId: z.string().min(1).max(40) }),
      response: { 200: productReplySchema, ...refusals },
    },
    handler: async (request) => getProduct(deps, request.params.productPersistentId),
  });

  app.get('/api/v1/products/price', {
    config: { allowedWhenLocked: true },
    // The use case validates, so the dialog gets the spec's own texts ('Provide at least 1', 'Reached Max Limit').
    attachValidation: true,
    schema: {
      tags: ['billing'],
      summary:
        'The exact quote: band lines, coupon discount, proration and the total charged now (minor units)',
      querystring: z.object({
        numberOfUsers: z.string().optional(),
        currency: z.string().optional(),
        paymentFrequency: z.string().optional(),
        couponCode: z.string().optional(),
        planId: z.string().optional(),
        extraDataSets: z.string().optional(),
      }),
      response: { 200: computedPriceReplySchema, ...refusals },
    },
    handler: async (request) => getPriceQuote(deps, requirePrincipal(request), request.query),
  });

  app.get('/api/v1/plans', {
    config: { allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "Every plan with its fees per currency and frequency (the spec's get-all-plans call)",
      response: { 200: planListReplySchema, ...refusals },
    },
    handler: async () => listPlans(deps),
  });

  app.get('/api/v1/plans/current', {
    config: { allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "The caller's plan",
      response: { 200: planReplySchema, ...refusals },
    },
    handler: async (request) => getCurrentPlan(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/accounts/checkcoupon', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "Whether a coupon is valid now: 'Valid' or 'Invalid'",
      querystring: z.object({ coupon: z.string().optional(), currency: z.string().optional() }),
      response: { 200: couponCheckReplySchema, ...refusals },
    },
    handler: async (request) => checkCouponCode(deps, requirePrincipal(request), request.query),
  });
};
