import { z } from 'zod';
import { billingCurrencies, maxAdditionalUsersInput, paymentFrequencies } from './catalogue.ts';

export * from './subscription-details.schemas.ts';

/** Texts of the billing screens and replies (account-and-billing.md §2, §5, §8), verbatim. */
export const billingMessages = {
  cancelRefused:
    'You cannot cancel the subscription, kindly delete the existing user licences or data sources to make it free plan',
  reachedMaxLimit: 'Reached Max Limit',
  reachedMaxLimitDetail: 'Please contact us for special pricing.',
  provideAtLeastOne: 'Provide at least 1',
  couponInvalid: 'Coupon invalid',
  invalid: 'Invalid',
  valid: 'Valid',
  quoteError: 'Error getting a quote',
  planModified: 'Plan Modified',
  paymentMethodsError: 'Sorry an error occurred, please try again later',
  publishableKeyError: 'Sorry, there was an error. Please retry a bit later',
  paymentMethodFailureTitle: 'Payment Method Failure',
  paymentMethodFailure: 'There are no plans yet: choose a plan first, or contact the team.',
  paymentIntentFailurePrefix: 'An error occured: ',
  invoicesError: 'A problem getting the invoices from the server was encountered.',
  retrievePaymentMethodsError: 'A problem occured when retrieving payment methods.',
  onlyDefaultAdminCancels: 'Only the default administrator of a paid account can cancel the subscription',
  defaultMethodLocked: 'Operation not permitted',
  noPlanChange: 'Nothing to change',
  purchaseSuperseded: 'This purchase was replaced by a later change; review the plan and try again',
  nothingDue: 'Nothing is due: the amount was paid or replaced; review the plan',
  paymentReplaced:
    'This payment was stopped because a newer purchase was made in another window or tab, so nothing was charged here. Your account shows the purchase that went through.',
  paymentNotConfirmable:
    'This payment can no longer be confirmed here, and nothing more was charged. Review your plan.',
  purchasePending: 'A payment for this account is already in progress',
  superAccount: 'Contact us to add licences to this account',
} as const;

const currency = z.enum(billingCurrencies);
const frequency = z.enum(paymentFrequencies);

export const planReplySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  numberOfEditors: z.number().int(),
  numberOfSources: z.number().int(),
  numberOfSnapshots: z.number().int(),
});
export type PlanReply = z.infer<typeof planReplySchema>;

/** A plan with what it costs per currency and frequency, for the Plan-change dialog's pricing table. */
export const planOfferSchema = planReplySchema.extend({
  mostPopular: z.boolean(),
  prices: z.array(
    z.object({
      currency: z.string(),
      paymentFrequency: z.string(),
      planFee: z.number().int(),
      extraUserFee: z.number().int(),
      dataSetFee: z.number().int(),
    }),
  ),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;
export const planListReplySchema = z.array(planOfferSchema);

/** Price entity of §3 (one band of a tiered price), minor units per billing period. */
export const priceReplySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  planId: z.number().int(),
  currency: z.string(),
  flatAmount: z.number().int(),
  periodFee: z.number().int(),
  periodicity: z.string(),
  quantityUpTo: z.number().int().nullable(),
});
export type PriceReply = z.infer<typeof priceReplySchema>;

/** Product entity of §3 with its prices grouped by key 'Plan-CUR-Frequency'. */
export const productReplySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  persistentId: z.string(),
  prices: z.record(z.string(), z.array(priceReplySchema)),
});
export type ProductReply = z.infer<typeof productReplySchema>;

const usersField = z.coerce
  .number({ error: 'numberOfUsers must be a number' })
  .int('numberOfUsers must be a whole number')
  .min(1, billingMessages.provideAtLeastOne)
  .max(maxAdditionalUsersInput, billingMessages.reachedMaxLimit);

/** Subscription price request of §3, as the query of GET /api/v1/products/price. `planId` defaults to the account's target plan. */
export const priceQuerySchema = z.object({
  numberOfUsers: usersField,
  currency: currency.default('USD'),
  paymentFrequency: frequency.default('Monthly'),
  couponCode: z.string().trim().max(64).optional(),
  planId: z.coerce.number().int().optional(),
  extraDataSets: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type PriceQuery = z.input<typeof priceQuerySchema>;

/** Subscription price request of §3, the body of PUT /api/v1/accounts/subscriptions. */
export const subscriptionRequestSchema = z.object({
  planId: z.number().int().optional(),
  numberOfUsers: usersField,
  currency: currency.default('USD'),
  paymentFrequency: frequency.default('Monthly'),
  couponCode: z.string().trim().max(64).nullish(),
  coupon: z.string().trim().max(64).nullish(),
  extraDataSets: z.number().int().min(0).max(10_000).optional(),
  /**
   * Pay with the account's saved default card now (issue 44): 'ok' when it paid, 'error' with the bank's words
   * when not (the card form then pays with another card). Absent or false: the card form, as before.
   */
  useSavedCard: z.boolean().optional(),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

/** The cancel variant of §3 (planId, numberOfEditors, numberOfSources); the server always returns to Free. */
export const cancelSubscriptionRequestSchema = z
  .object({
    planId: z.number().int().optional(),
    numberOfEditors: z.number().int().optional(),
    numberOfSources: z.number().int().optional(),
  })
  .nullish();

export const couponReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.string(),
  durationInMonths: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int(),
  redeemBy: z.number().nullable(),
  valid: z.boolean(),
});
export type CouponReply = z.infer<typeof couponReplySchema>;

export const couponCheckReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  coupon: couponReplySchema.nullable(),
});
export type CouponCheckReply = z.infer<typeof couponCheckReplySchema>;

/** §4 'Subscription update result'. With needsStripe the card form opens with `clientSecret`. */
export const subscriptionUpdateReplySchema = z.object({
  status: z.enum(['error', 'needsStripe', 'ok']),
  message: z.string().nullable(),
  clientSecret: z.string().nullable(),
  purchaseId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type SubscriptionUpdateReply = z.infer<typeof subscriptionUpdateReplySchema>;

/** Pay an owed renewal (awaiting payment, or a failed renewal's grace): the purchase whose amount was shown. */
export const payDueRequestSchema = z.object({ purchaseId: z.uuid() });
/**
 * The owed renewal paid with the saved default card: 'ok' paid; 'error' refused, with the bank's words (the card
 * form, PUT /api/v1/accounts/subscriptions, then pays the same amount with another card).
 */
export const payDueReplySchema = subscriptionUpdateReplySchema;

export const cancelSubscriptionReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** When the account returns to Free (epoch ms): the end of the term the notice ends (docs/decisions/0016). */
  effectiveAt: z.number(),
});

/** Operator calls (§7 'system'). */
export const generateInvoicesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export const generateInvoicesReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  created: z.number().int(),
  charged: z.number().int(),
  existing: z.number().int(),
  /** Renewals the card refused (the account's grace starts), errors of one account, super accounts not charged. */
  declined: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Each account the run touched and what happened to it (issue 44): one never stops the others. */
  accounts: z.array(
    z.object({
      accountId: z.string(),
      outcome: z.enum(['charged', 'declined', 'skipped', 'failed', 'existing', 'nothing_due']),
      message: z.string(),
    }),
  ),
});
export const reconcileReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  eventsApplied: z.number().int(),
  purchasesSettled: z.number().int(),
  /** Open payment intents of purchases replaced by a later one, cancelled at the provider. */
  intentsCancelled: z.number().int(),
  /** Payments taken for purchases that never completed, refunded in full. */
  paymentsRefunded: z.number().int(),
  mismatches: z.array(z.string()),
});

export const priceUpdateRequestSchema = z.object({
  prices: z
    .array(
      z.object({
        id: z.number().int(),
        flatAmount: z.number().int().min(0).max(100_000_000),
        periodFee: z.number().int().min(0).max(100_000_000),
      }),
    )
    .min(1),
});
export const couponUpsertRequestSchema = z.object({
  id: z.string().trim().min(2).max(64),
  name: z.string().trim().min(1).max(120),
  percentOff: z.number().gt(0).max(100).nullable().default(null),
  amountOff: z.number().int().positive().nullable().default(null),
  currency: z.enum(billingCurrencies).nullable().default(null),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationInMonths: z.number().int().positive().nullable().default(null),
  maxRedemptions: z.number().int().positive().nullable().default(null),
  redeemBy: z.number().int().nullable().default(null),
  valid: z.boolean().default(true),
});
