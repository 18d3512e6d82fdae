import { memoryUsage } from 'node:process';
import { availableParallelism, freemem, totalmem } from 'node:os';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionReplySchema,
  cancelSubscriptionRequestSchema,
  computedPriceReplySchema,
  couponCheckReplySchema,
  generateInvoicesReplySchema,
  invoiceListReplySchema,
  invoiceReplySchema,
  paymentIntentReplySchema,
  paymentMethodListReplySchema,
  planListReplySchema,
  planReplySchema,
  productReplySchema,
  publishableKeyReplySchema,
  reconcileReplySchema,
  sandboxConfirmReplySchema,
  subscriptionDetailsReplySchema,
  subscriptionUpdateReplySchema,
} from '@psc/core/billing/billing.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { checkCouponCode } from './check-coupon.ts';
import { clearOpenPurchase, clearPurchase } from './clear-purchase.ts';
import { authenticateSandboxIntent, confirmSandboxIntent } from './confirm-sandbox-intent.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { generateInvoices } from './generate-invoices.ts';
import { getCurrentPlan } from './get-current-plan.ts';
import { getInvoice } from './get-invoice.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';
import { getPriceQuote } from './get-price-quote.ts';
import { getProduct } from './get-product.ts';
import { getPublishableKey } from './get-publishable-key.ts';
import { getSubscriptionDetails } from './get-subscription-details.ts';
import { listInvoices } from './list-invoices.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { listPlans } from './list-plans.ts';
import {
  clearExpiredPaymentIntents,
  dumpPrices,
  dumpProviderPrices,
  pumpPrices,
  updatePrices,
  upsertCoupon,
} from './manage-catalogue.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { setDefaultPaymentMethod } from './set-default-payment-method.ts';
import { updateSubscription } from './update-subscription.ts';

const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  503: errorReplySchema,
};
const idParams = z.object({ id: z.string().min(1).max(120) });
const invoiceParams = z.object({ invoiceId: z.uuid() });
const requestKey = (headers: Record<string, unknown>): string | undefined => {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{8,120}$/.test(value) ? value : undefined;
};
const looseReply = z.object({ success: z.boolean() }).loose();

export const billingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Catalogue and quotes -----------------------------------------------------------------------------------

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

  // Subscription -------------------------------------------------------------------------------------------

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

  // Payment methods ----------------------------------------------------------------------------------------

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

  // Invoices -----------------------------------------------------------------------------------------------

  const invoiceList = {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "The account's invoices, newest first",
      response: { 200: invoiceListReplySchema, ...refusals },
    },
  } as const;
  app.get('/api/v1/accounts/invoices', {
    ...invoiceList,
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get('/api/v1/accounts/myInvoices', {
    ...invoiceList,
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get('/api/v1/accounts/:accountId/invoices', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'The invoices of an account: only your own',
      params: z.object({ accountId: z.string() }),
      response: { 200: invoiceListReplySchema, ...refusals },
    },
    handler: async (request) => listInvoices(deps, requirePrincipal(request), request.params.accountId),
  });
  app.get('/api/v1/accounts/invoices/:invoiceId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'One invoice',
      params: invoiceParams,
      response: { 200: invoiceReplySchema, ...refusals },
    },
    handler: async (request) => getInvoice(deps, requirePrincipal(request), request.params.invoiceId),
  });
  app.get('/api/v1/accounts/invoices/:invoiceId/pdf', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: { tags: ['billing'], summary: 'The invoice as a PDF', params: invoiceParams },
    handler: async (request, reply) => {
      const { filename, pdf } = await getInvoicePdf(
        deps,
        requirePrincipal(request),
        request.params.invoiceId,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  // Sandbox provider (the card form's calls; the client secret is the authority) -----------------------------

  app.post('/sandbox/v1/:kind/:id/confirm', {
    config: { auth: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: 'Confirm a sandbox payment or setup intent with a test card',
      params: z.object({ kind: z.enum(['payment_intents', 'setup_intents']), id: z.string().max(80) }),
      body: z.unknown(),
      response: { 200: sandboxConfirmReplySchema, ...refusals },
    },
    handler: async (request) =>
      confirmSandboxIntent(deps, request.params.kind, request.params.id, request.body),
  });
  app.post('/sandbox/v1/payment_intents/:id/authenticate', {
    config: { auth: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: "Complete or fail a sandbox intent's 3-D Secure step",
      params: idParams,
      body: z.unknown(),
      response: { 200: sandboxConfirmReplySchema, ...refusals },
    },
    handler: async (request) => authenticateSandboxIntent(deps, request.params.id, request.body),
  });

  // Operator calls (§7 'system'): the operator key only, never an account user ----------------------------

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
