import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import { generateInvoicesReplySchema, reconcileReplySchema } from './billing.schemas.ts';

/** A dump's reply: `success` and whatever rows it lists, as the spec's operator calls return them. */
const dumpReplySchema = z.object({ success: z.boolean() }).loose();

/** The operator calls of the billing system (account-and-billing.md §7), with an operator key. */
export const billingSystemEndpoints = defineEndpoints({
  generateInvoices: {
    method: 'GET',
    path: '/system/generateinvoices',
    summary: 'Raise and charge the renewals of a month (idempotent)',
    query: z.object({ year: z.string(), month: z.string() }),
    reply: generateInvoicesReplySchema,
  },
  reconcile: {
    method: 'GET',
    path: '/system/stripe/reconcile',
    summary: "Compare our payments with the provider's and repair ours",
    reply: reconcileReplySchema,
  },
  clearExpiredPaymentIntents: {
    method: 'GET',
    path: '/system/stripe/clearexpiredpaymentintents',
    summary: 'Clear purchases left unpaid for a day',
    reply: simpleReplySchema,
  },
  dumpPrices: {
    method: 'GET',
    path: '/system/dumpprices',
    summary: 'Every price row',
    reply: dumpReplySchema,
  },
  dumpProviderPrices: {
    method: 'GET',
    path: '/system/stripe/dumpprices',
    summary: "The provider's active prices",
    reply: dumpReplySchema,
  },
  pumpPrices: {
    method: 'GET',
    path: '/system/stripe/pumpprices',
    summary: 'Create our tiered prices at the provider',
    reply: dumpReplySchema,
  },
  updatePrices: {
    method: 'PUT',
    path: '/system/prices',
    summary: 'Change band amounts (minor units per period)',
    body: z.unknown(),
    reply: simpleReplySchema,
  },
  upsertCoupon: {
    method: 'PUT',
    path: '/system/coupons',
    summary: 'Create or change a coupon',
    body: z.unknown(),
    reply: simpleReplySchema,
  },
  memory: {
    method: 'GET',
    path: '/system/memory',
    summary: 'Memory information of §3',
    reply: z.object({
      freeMemory: z.number(),
      maximumMemory: z.number(),
      totalMemory: z.number(),
      numberOfProcessors: z.number(),
      version: z.string(),
      success: z.boolean(),
      message: z.string(),
    }),
  },
});
