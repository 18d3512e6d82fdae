import { billingMessages, type ComputedPriceReply } from '@psc/core/billing/billing.schemas';
import {
  dataSetProductId,
  maxUsers,
  userLicenceProductId,
  type PaymentFrequency,
} from '@psc/core/billing/catalogue';
import { checkCoupon, isCouponActiveAt, type CouponTerms } from '@psc/core/billing/coupon';
import { computeQuote, prorate, prorationDays, type Quote } from '@psc/core/billing/quote';
import { billingPeriodEnd } from '@psc/core/billing/subscription-term';
import { accountStatus } from '@psc/core/accounts/account-status';
import { freePlanId } from '@psc/core/accounts/plans';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { Deps } from '../../../deps.ts';
import type { Database } from '../../../db/client.ts';
import type { BillingAccountRow, SubscriptionRow } from './subscriptions.repository.ts';
import type { CouponRow, PlanRow } from './catalogue.repository.ts';

/** What a purchase buys: stored on the purchase and applied when it is paid. */
export type PurchaseTerms = {
  planId: number;
  numberOfUsers: number;
  currency: string;
  paymentFrequency: PaymentFrequency;
  couponCode: string | null;
  extraDataSets: number;
};

export type PricedTerms = {
  terms: PurchaseTerms;
  plan: PlanRow;
  quote: Quote;
  /** The period the charge covers: the current one for a change inside it, a new one otherwise. */
  periodStart: Date;
  periodEnd: Date;
  couponMessage: string | null;
  /** The coupon applied, to be redeemed when the purchase is paid (a new coupon only). */
  newCoupon: CouponRow | null;
};

export const toCouponTerms = (row: CouponRow): CouponTerms => ({
  id: row.id,
  name: row.name,
  percentOff: row.percentOff,
  amountOff: row.amountOff,
  currency: row.currency,
  duration: row.duration,
  durationInMonths: row.durationInMonths,
  maxRedemptions: row.maxRedemptions,
  timesRedeemed: row.timesRedeemed,
  redeemBy: row.redeemBy?.getTime() ?? null,
  valid: row.valid,
});

/** §4: choosing the current Free plan switches the target to the second plan; no plan means the current one. */
export const resolveTargetPlan = (
  plansInOrder: PlanRow[],
  account: Pick<BillingAccountRow, 'currentPlanId'>,
  requestedPlanId: number | undefined,
): PlanRow => {
  const wanted = requestedPlanId ?? account.currentPlanId;
  const plan = plansInOrder.find((candidate) => candidate.id === wanted);
  if (!plan) throw new AppError('NOT_FOUND', billingRecordMessages.planNotFound);
  if (plan.id === freePlanId) {
    const second = plansInOrder[1];
    if (!second) throw new AppError('NOT_FOUND', billingRecordMessages.planNotFound);
    return second;
  }
  return plan;
};

const isRunning = (subscription: SubscriptionRow | null, now: Date): subscription is SubscriptionRow =>
  subscription !== null &&
  subscription.status !== 'ended' &&
  subscription.currentPeriodEnd.getTime() > now.getTime();

/**
 * Prices terms for an account at `now` with the one quote of core: a change inside a running period is
 * prorated against what was paid for it; a change of frequency starts a new period and carries the unused part.
 */
export const priceTerms = async (
  deps: Pick<Deps, 'catalogueRepository'>,
  input: {
    account: BillingAccountRow;
    subscription: SubscriptionRow | null;
    planId: number | undefined;
    numberOfUsers: number;
    currency: string;
    paymentFrequency: PaymentFrequency;
    couponCode: string | null | undefined;
    extraDataSets: number | undefined;
    now: Date;
    /** A renewal's coupon, redeemed earlier: it discounts while its duration runs. */
    carriedCoupon?: { code: string; redeemedAt: Date } | null;
  },
  executor?: Database,
): Promise<PricedTerms> => {
  if (input.account.status === accountStatus.super)
    throw new AppError('CONFLICT', billingMessages.superAccount);
  if (input.numberOfUsers > maxUsers)
    throw new AppError('BAD_REQUEST', billingMessages.reachedMaxLimit, { reason: 'max_users' });
  const plan = resolveTargetPlan(
    await deps.catalogueRepository.listPlans(executor),
    input.account,
    input.planId,
  );
  const [userProduct, dataSetProduct] = await Promise.all([
    deps.catalogueRepository.findProduct(userLicenceProductId, executor),
    deps.catalogueRepository.findProduct(dataSetProductId, executor),
  ]);
  if (!userProduct) throw new AppError('UNAVAILABLE', billingMessages.quoteError);
  const bandRows = await deps.catalogueRepository.listBands(
    userProduct.id,
    plan.id,
    input.currency,
    input.paymentFrequency,
    executor,
  );
  if (bandRows.length === 0 || bandRows.at(-1)?.quantityUpTo !== null)
    throw new AppError('NOT_FOUND', billingMessages.quoteError, { reason: 'no_price' });
  const dataSetRows = dataSetProduct
    ? await deps.catalogueRepository.listBands(
        dataSetProduct.id,
        plan.id,
        input.currency,
        input.paymentFrequency,
        executor,
      )
    : [];
  const extraDataSets = input.extraDataSets ?? input.subscription?.extraDataSets ?? 0;
  const nowMs = input.now.getTime();

  let couponCode: string | null = null;
  let couponMessage: string | null = null;
  let couponTerms: CouponTerms | null = null;
  let newCoupon: CouponRow | null = null;
  const requested = input.couponCode?.trim().toUpperCase() || null;
  const running = isRunning(input.subscription, input.now) ? input.subscription : null;
  if (requested && requested !== running?.couponCode) {
    const row = await deps.catalogueRepository.findCoupon(requested, executor);
    const check = row ? checkCoupon(toCouponTerms(row), input.currency, nowMs) : ({ ok: false } as const);
    if (row && check.ok) {
      couponCode = row.id;
      couponTerms = toCouponTerms(row);
      newCoupon = row;
    } else {
      couponMessage = `${billingMessages.invalid} coupon`;
    }
  } else {
    const carried =
      input.carriedCoupon ??
      (running?.couponCode && running.couponRedeemedAt
        ? { code: running.couponCode, redeemedAt: running.couponRedeemedAt }
        : null);
    // The coupon already redeemed keeps discounting while its duration runs.
    const row = carried ? await deps.catalogueRepository.findCoupon(carried.code, executor) : null;
    if (row && carried && isCouponActiveAt(toCouponTerms(row), carried.redeemedAt.getTime(), nowMs, false)) {
      couponCode = row.id;
      couponTerms = toCouponTerms(row);
    }
  }

  const sameCurrency = running !== null && running.currency === input.currency;
  if (running && !sameCurrency)
    throw new AppError('CONFLICT', billingRecordMessages.currencyFixed(running.currency));
  let periodStart = input.now;
  let periodEnd = new Date(billingPeriodEnd(nowMs, input.paymentFrequency));
  let proration: Parameters<typeof computeQuote>[0]['proration'] = null;
  let credit = 0;
  if (running && running.paymentFrequency === input.paymentFrequency) {
    periodStart = running.currentPeriodStart;
    periodEnd = running.currentPeriodEnd;
    proration = {
      periodStartMs: periodStart.getTime(),
      periodEndMs: periodEnd.getTime(),
      atMs: nowMs,
      paidForPeriod: running.paidForPeriod,
    };
  } else if (running) {
    const { daysLeft, daysInPeriod } = prorationDays(
      running.currentPeriodStart.getTime(),
      running.currentPeriodEnd.getTime(),
      nowMs,
    );
    credit = prorate(running.paidForPeriod, daysLeft, daysInPeriod);
  }

  const quote = computeQuote({
    currency: input.currency,
    paymentFrequency: input.paymentFrequency,
    numberOfUsers: input.numberOfUsers,
    bands: bandRows.map((row) => ({
      id: String(row.id),
      quantityUpTo: row.quantityUpTo,
      flatAmount: row.flatAmount,
      periodFee: row.periodFee,
    })),
    extraDataSets,
    dataSetFee: dataSetRows[0]?.periodFee ?? 0,
    coupon: couponTerms,
    proration,
    credit,
  });
  return {
    terms: {
      planId: plan.id,
      numberOfUsers: input.numberOfUsers,
      currency: input.currency,
      paymentFrequency: input.paymentFrequency,
      couponCode,
      extraDataSets,
    },
    plan,
    quote,
    periodStart,
    periodEnd,
    couponMessage,
    newCoupon,
  };
};

/** The computed-price reply of §3 from a quote. */
export const toComputedPrice = (priced: PricedTerms): ComputedPriceReply => {
  const { quote } = priced;
  const discountShare = (total: number) =>
    quote.cost === 0 ? 0 : Math.round((total * quote.discount) / quote.cost);
  return {
    successful: true,
    message: priced.couponMessage,
    planId: priced.plan.id,
    planName: priced.plan.name,
    currency: quote.currency,
    paymentFrequency: quote.paymentFrequency,
    numberOfUsers: quote.numberOfUsers,
    discount: quote.discountPercent,
    discountPrice: quote.discount,
    tax: 0,
    price: quote.total,
    cost: quote.cost,
    periodTotal: quote.periodTotal,
    credit: quote.credit,
    periodStart: priced.periodStart.getTime(),
    periodEnd: priced.periodEnd.getTime(),
    userCost: quote.userCost,
    sourceCost: quote.sourceCost,
    couponCode: priced.terms.couponCode,
    bandLines: quote.bandLines,
    proration: quote.proration,
    pricedItems: quote.bandLines.map((line) => ({
      price: {
        id: line.priceId,
        flatAmount: line.flatAmount,
        periodFee: line.unitAmount,
        quantityUpTo: line.quantityUpTo,
      },
      quantity: line.quantity,
      discount: discountShare(line.total),
      totalCost: line.total,
      totalDiscountCost: line.total - discountShare(line.total),
    })),
    priceIdsAndTheirCorrespondingQuantities: Object.fromEntries(
      quote.bandLines.map((line) => [line.priceId, line.quantity]),
    ),
  };
};
