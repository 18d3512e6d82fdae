/** Coupon entity of account-and-billing.md §3 (amounts in minor units, times in epoch ms). */
export type CouponTerms = {
  id: string;
  name: string;
  /** Whole or fractional percent, 0 < percentOff <= 100; null when the coupon takes an amount off. */
  percentOff: number | null;
  amountOff: number | null;
  /** Currency of amountOff; a percent coupon fits every currency. */
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  redeemBy: number | null;
  valid: boolean;
};

export type CouponCheck =
  { ok: true } | { ok: false; reason: 'disabled' | 'expired' | 'exhausted' | 'currency' };

/** Whether a coupon may be redeemed now, for this currency (a new redemption; renewals use isCouponActiveAt). */
export const checkCoupon = (coupon: CouponTerms, currency: string, atMs: number): CouponCheck => {
  if (!coupon.valid) return { ok: false, reason: 'disabled' };
  if (coupon.redeemBy !== null && atMs > coupon.redeemBy) return { ok: false, reason: 'expired' };
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions)
    return { ok: false, reason: 'exhausted' };
  if (coupon.amountOff !== null && coupon.currency !== currency) return { ok: false, reason: 'currency' };
  return { ok: true };
};

export const addMonths = (atMs: number, months: number): number => {
  const date = new Date(atMs);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
};

/**
 * Whether a coupon redeemed at `redeemedAtMs` still discounts an invoice issued at `invoiceAtMs` (Stripe's
 * semantics): 'once' only the first invoice, 'repeating' while inside its months, 'forever' always.
 */
export const isCouponActiveAt = (
  coupon: Pick<CouponTerms, 'duration' | 'durationInMonths'>,
  redeemedAtMs: number,
  invoiceAtMs: number,
  isFirstInvoice: boolean,
): boolean => {
  switch (coupon.duration) {
    case 'once':
      return isFirstInvoice;
    case 'forever':
      return true;
    case 'repeating':
      return invoiceAtMs < addMonths(redeemedAtMs, coupon.durationInMonths ?? 0);
  }
};

/** The discount on `cost`: half-up percent, or the amount off; never more than the cost, never negative. */
export const couponDiscount = (
  coupon: Pick<CouponTerms, 'percentOff' | 'amountOff'>,
  cost: number,
): number => {
  if (cost <= 0) return 0;
  let discount = 0;
  if (coupon.percentOff !== null)
    discount = Math.round((cost * Math.round(coupon.percentOff * 100)) / 10_000);
  else if (coupon.amountOff !== null) discount = coupon.amountOff;
  return Math.max(0, Math.min(cost, discount));
};
