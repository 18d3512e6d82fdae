import { z } from 'zod';

// The subscription's details in a module of their own: every signed-in page's frame checks its first read against
// them before its first paint, and building only these (not every billing call's contract) is what that paint waits
// for (docs/web-delivery.md). billing.schemas.ts exports them too.

export const bandLineSchema = z.object({
  priceId: z.string(),
  band: z.string(),
  quantityUpTo: z.number().int().nullable(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  flatAmount: z.number().int(),
  total: z.number().int(),
});

/** Computed price of §3, plus the quote's own figures (all minor units). */
export const computedPriceReplySchema = z.object({
  successful: z.boolean(),
  message: z.string().nullable(),
  planId: z.number().int(),
  planName: z.string(),
  currency: z.string(),
  paymentFrequency: z.string(),
  numberOfUsers: z.number().int(),
  /** Percent shown as 'Discount (n%)'. */
  discount: z.number(),
  /** Discount amount. */
  discountPrice: z.number().int(),
  tax: z.number().int(),
  /** What is charged now. */
  price: z.number().int(),
  cost: z.number().int(),
  periodTotal: z.number().int(),
  /** Unused part of an earlier payment deducted now (a change of payment frequency). */
  credit: z.number().int(),
  /** Start and end of the period this charge covers (epoch ms). */
  periodStart: z.number(),
  periodEnd: z.number(),
  userCost: z.number().int(),
  sourceCost: z.number().int(),
  couponCode: z.string().nullable(),
  bandLines: z.array(bandLineSchema),
  proration: z
    .object({
      daysLeft: z.number().int(),
      daysInPeriod: z.number().int(),
      newPart: z.number().int(),
      creditPart: z.number().int(),
    })
    .nullable(),
  pricedItems: z.array(
    z.object({
      price: z.object({
        id: z.string(),
        flatAmount: z.number().int(),
        periodFee: z.number().int(),
        quantityUpTo: z.number().int().nullable(),
      }),
      quantity: z.number().int(),
      discount: z.number().int(),
      totalCost: z.number().int(),
      totalDiscountCost: z.number().int(),
    }),
  ),
  priceIdsAndTheirCorrespondingQuantities: z.record(z.string(), z.number().int()),
});
export type ComputedPriceReply = z.infer<typeof computedPriceReplySchema>;

export const subscriptionDetailsReplySchema = z.object({
  planType: z.enum(['Super', 'Free', 'Paid']),
  planId: z.number().int(),
  planName: z.string(),
  status: z.number().int(),
  currency: z.string(),
  paymentFrequency: z.string(),
  numberOfUsers: z.number().int(),
  usedUsers: z.number().int(),
  couponCode: z.string().nullable(),
  /** The renewal charge with today's prices and the coupon still running. */
  renewal: computedPriceReplySchema.nullable(),
  subscriptionStartDate: z.number().nullable(),
  currentPeriodStart: z.number().nullable(),
  currentPeriodEnd: z.number().nullable(),
  /** Next payment date: first paid invoice + 1 month (12 if Yearly), then each period (§9). */
  nextPaymentDate: z.number().nullable(),
  termEnd: z.number().nullable(),
  noticeDeadline: z.number().nullable(),
  subscriptionCancelationDate: z.number().nullable(),
  graceUntil: z.number().nullable(),
  isCancellationEnabled: z.boolean(),
  /**
   * The charge the renewal run makes next (amount, currency, day), computed by core's nextCharge: also after a
   * cancellation inside the minimum term, whose payments continue to the term's end (decision 0082).
   */
  nextCharge: z.object({ amount: z.number().int(), currency: z.string(), at: z.number() }).nullable(),
  /** A cancelled subscription's last charge (null when it has been made, or with no cancellation). */
  finalChargeAt: z.number().nullable(),
  /** The day a cancelled subscription ends and the account leaves its paid plan. */
  endsAt: z.number().nullable(),
  /** A renewal not yet paid (awaiting payment, or a failed renewal's grace): its amount and since when. */
  amountDue: z
    .object({ purchaseId: z.string(), amount: z.number().int(), currency: z.string(), since: z.number() })
    .nullable(),
  pendingPurchase: z
    .object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      clientSecret: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type SubscriptionDetailsReply = z.infer<typeof subscriptionDetailsReplySchema>;
