import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  cancelSubscriptionReplySchema,
  cancelSubscriptionRequestSchema,
  computedPriceReplySchema,
  couponCheckReplySchema,
  payDueReplySchema,
  payDueRequestSchema,
  planListReplySchema,
  planReplySchema,
  productReplySchema,
  subscriptionDetailsReplySchema,
  subscriptionUpdateReplySchema,
} from './billing.schemas.ts';
import {
  invoiceListReplySchema,
  invoiceReplySchema,
  paymentIntentReplySchema,
  paymentMethodListReplySchema,
  publishableKeyReplySchema,
} from './payment.schemas.ts';

const invoiceParamsSchema = z.object({ invoiceId: z.uuid() });
const paymentMethodParamsSchema = z.object({ id: z.string().min(1).max(120) });

/** The catalogue and quotes: products, plans and their prices, coupons (account-and-billing.md §6, §7). */
export const billingCatalogueEndpoints = defineEndpoints({
  product: {
    method: 'GET',
    path: '/api/v1/products/:productPersistentId',
    summary: "A product with its prices by 'Plan-CUR-Frequency' (the user licence is 'soluser')",
    params: z.object({ productPersistentId: z.string().min(1).max(40) }),
    reply: productReplySchema,
  },
  priceQuote: {
    method: 'GET',
    path: '/api/v1/products/price',
    summary:
      'The exact quote: band lines, coupon discount, proration and the total charged now (minor units)',
    query: z.object({
      numberOfUsers: z.string().optional(),
      currency: z.string().optional(),
      paymentFrequency: z.string().optional(),
      couponCode: z.string().optional(),
      planId: z.string().optional(),
      extraDataSets: z.string().optional(),
    }),
    reply: computedPriceReplySchema,
  },
  plans: {
    method: 'GET',
    path: '/api/v1/plans',
    summary: "Every plan with its fees per currency and frequency (the spec's get-all-plans call)",
    reply: planListReplySchema,
  },
  currentPlan: {
    method: 'GET',
    path: '/api/v1/plans/current',
    summary: "The caller's plan",
    reply: planReplySchema,
  },
  checkCoupon: {
    method: 'GET',
    path: '/api/v1/accounts/checkcoupon',
    summary: "Whether a coupon is valid now: 'Valid' or 'Invalid'",
    query: z.object({ coupon: z.string().optional(), currency: z.string().optional() }),
    reply: couponCheckReplySchema,
  },
});

/** The subscription: details, changes, cancellation and the open purchase. */
export const subscriptionEndpoints = defineEndpoints({
  details: {
    method: 'GET',
    path: '/api/v1/account/subscriptionDetails',
    summary: 'Plan, licences, renewal quote, period, term, notice deadline and any open purchase',
    reply: subscriptionDetailsReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/accounts/subscriptions',
    summary: 'Change plan, licences, frequency or coupon: error, needsStripe (pay the client secret) or ok',
    description:
      'planId defaults to the current plan; the current Free plan means the second plan. The amount charged is the quote of GET /api/v1/products/price.',
    // The use case validates, so the dialog gets the spec's own messages.
    body: z.unknown(),
    reply: subscriptionUpdateReplySchema,
  },
  cancel: {
    method: 'DELETE',
    path: '/api/v1/accounts/subscriptions',
    summary: 'Give notice to stop paying: back to Free at the end of the term (default admin, status 2)',
    body: cancelSubscriptionRequestSchema,
    reply: cancelSubscriptionReplySchema,
  },
  payDue: {
    method: 'POST',
    path: '/api/v1/accounts/subscriptions/pay-due',
    summary: "Pay an owed renewal now with the saved default card: ok, or error with the bank's reason",
    description:
      'The purchase is the amountDue of GET /api/v1/account/subscriptionDetails: the amount charged is the one shown. Another card pays it through PUT /api/v1/accounts/subscriptions.',
    body: payDueRequestSchema,
    reply: payDueReplySchema,
  },
  clearPurchase: {
    method: 'PUT',
    path: '/api/v1/purchases/clear',
    summary: 'Clear an interrupted purchase (the card form was cancelled)',
    reply: simpleReplySchema,
  },
});

/** Invoices: lists, one invoice and its PDF. */
export const invoiceEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/accounts/invoices',
    summary: "The account's invoices, newest first",
    reply: invoiceListReplySchema,
  },
  myList: {
    method: 'GET',
    path: '/api/v1/accounts/myInvoices',
    summary: "The account's invoices, newest first",
    reply: invoiceListReplySchema,
  },
  accountList: {
    method: 'GET',
    path: '/api/v1/accounts/:accountId/invoices',
    summary: 'The invoices of an account: only your own',
    params: z.object({ accountId: z.string() }),
    reply: invoiceListReplySchema,
  },
  get: {
    method: 'GET',
    path: '/api/v1/accounts/invoices/:invoiceId',
    summary: 'One invoice',
    params: invoiceParamsSchema,
    reply: invoiceReplySchema,
  },
  pdf: {
    method: 'GET',
    path: '/api/v1/accounts/invoices/:invoiceId/pdf',
    summary: 'The invoice as a PDF',
    params: invoiceParamsSchema,
  },
});

/** Cards: setup intents, the list, the default card, the publishable key. */
export const paymentMethodEndpoints = defineEndpoints({
  createIntent: {
    method: 'POST',
    path: '/api/v1/paymentmethods/createintent',
    summary: 'A setup intent for a new card: the client secret is in message',
    reply: paymentIntentReplySchema,
  },
  list: {
    method: 'GET',
    path: '/api/v1/paymentmethods',
    summary: "The account's cards",
    reply: paymentMethodListReplySchema,
  },
  makeDefault: {
    method: 'PUT',
    path: '/api/v1/paymentmethods/:id',
    summary: 'Make a card the default (not the default one again); replies the updated list',
    params: paymentMethodParamsSchema,
    reply: paymentMethodListReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/paymentmethods/:id',
    summary: 'Delete a card (never the default one); replies the updated list',
    params: paymentMethodParamsSchema,
    reply: paymentMethodListReplySchema,
  },
  publishableKey: {
    method: 'GET',
    path: '/api/v1/stripepk',
    summary: "The payment provider's publishable key, in message",
    reply: publishableKeyReplySchema,
  },
});
