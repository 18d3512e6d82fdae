import { memoryUsage } from 'node:process';
import { availableParallelism, freemem, totalmem } from 'node:os';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateInvoicesReplySchema, reconcileReplySchema } from '@psc/core/billing/billing.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { clearOpenPurchase } from './clear-purchase.ts';
import { generateInvoices } from './generate-invoices.ts';
import {
  clearExpiredPaymentIntents,
  dumpPrices,
  dumpProviderPrices,
  pumpPrices,
  updatePrices,
  upsertCoupon,
} from './manage-catalogue.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { refusalReplies as refusals } from '../../shared/endpoint-schema.ts';
import { looseReply } from './billing-route-schemas.ts';

/** Operator calls of the billing system (account-and-billing.md §7). */
export const billingSystemRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const operator = { auth: 'operator' } as const;

  app.get('/system/generateinvoices', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Raise and charge the renewals of a month (idempotent)',
      querystring: z.object({ year: z.string(), month: z.string() }),
      response: { 200: generateInvoicesReplySchema, ...refusals },
    },
    handler: async (request) => generateInvoices(deps, request.query),
  });
  app.get('/system/stripe/reconcile', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: "Compare our payments with the provider's and repair ours",
      response: { 200: reconcileReplySchema, ...refusals },
    },
    handler: async () => reconcilePayments(deps),
  });
  app.get('/system/stripe/clearexpiredpaymentintents', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Clear purchases left unpaid for a day',
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async () => clearExpiredPaymentIntents(deps, (purchase) => clearOpenPurchase(deps, purchase)),
  });
  app.get('/system/dumpprices', {
    config: operator,
    schema: { tags: ['system'], summary: 'Every price row', response: { 200: looseReply, ...refusals } },
    handler: async () => dumpPrices(deps),
  });
  app.get('/system/stripe/dumpprices', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: "The provider's active prices",
      response: { 200: looseReply, ...refusals },
    },
    handler: async () => dumpProviderPrices(deps),
  });
  app.get('/system/stripe/pumpprices', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Create our tiered prices at the provider',
      response: { 200: looseReply, ...refusals },
    },
    handler: async () => pumpPrices(deps),
  });
  app.put('/system/prices', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Change band amounts (minor units per period)',
      body: z.unknown(),
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) => updatePrices(deps, request.body),
  });
  app.put('/system/coupons', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Create or change a coupon',
      body: z.unknown(),
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) => upsertCoupon(deps, request.body),
  });
  app.get('/system/memory', {
    config: operator,
    schema: {
      tags: ['system'],
      summary: 'Memory information of §3',
      response: {
        200: z.object({
          freeMemory: z.number(),
          maximumMemory: z.number(),
          totalMemory: z.number(),
          numberOfProcessors: z.number(),
          version: z.string(),
          success: z.boolean(),
          message: z.string(),
        }),
      },
    },
    handler: async () => ({
      freeMemory: freemem(),
      maximumMemory: totalmem(),
      totalMemory: memoryUsage().rss,
      numberOfProcessors: availableParallelism(),
      version: process.version,
      success: true,
      message: 'ok',
    }),
  });
};
