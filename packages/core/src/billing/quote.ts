import { bandLabel, type PaymentFrequency } from './catalogue.ts';
import { couponDiscount, type CouponTerms } from './coupon.ts';

/** One tier of a price (Price entity of §3), minor units per billing period. `quantityUpTo` null is the open band. */
export type BandPrice = { id: string; quantityUpTo: number | null; flatAmount: number; periodFee: number };

export type QuoteInput = {
  currency: string;
  paymentFrequency: PaymentFrequency;
  numberOfUsers: number;
  /** Tiers of the user licence for the plan, currency and frequency, ascending; the last one is open. */
  bands: BandPrice[];
  extraDataSets?: number;
  /** Price of one extra data set per billing period. */
  dataSetFee?: number;
  /** A coupon already checked for this purchase (checkCoupon / isCouponActiveAt); null for none. */
  coupon?: Pick<CouponTerms, 'id' | 'percentOff' | 'amountOff'> | null;
  /**
   * A change inside a paid period: what was paid for that period, and where in it the change happens.
   * The new period cost and the old payment are both counted for the days left only.
   */
  proration?: { periodStartMs: number; periodEndMs: number; atMs: number; paidForPeriod: number } | null;
  /** The unused part of an earlier payment carried into a new period (a change of payment frequency). */
  credit?: number;
};

export type BandLine = {
  priceId: string;
  band: string;
  quantityUpTo: number | null;
  quantity: number;
  /** Price per user in this band (periodFee) and the band's flat amount. */
  unitAmount: number;
  flatAmount: number;
  total: number;
};

export type Quote = {
  currency: string;
  paymentFrequency: PaymentFrequency;
  numberOfUsers: number;
  bandLines: BandLine[];
  userCost: number;
  sourceCost: number;
  /** Full-period cost before discount. */
  cost: number;
  /** Percent shown as 'Discount (n%)': the coupon's percent, or the amount off as a percent of the cost. */
  discountPercent: number;
  discount: number;
  /** Cost after discount for a full period: what each renewal with the same terms charges. */
  periodTotal: number;
  /** Present on a mid-period change. */
  proration: { daysLeft: number; daysInPeriod: number; newPart: number; creditPart: number } | null;
  /** Carried credit deducted from what is charged now. */
  credit: number;
  /** What is charged now. */
  total: number;
};

const dayMs = 86_400_000;

/** Days of the period still to run at `atMs`, counted in whole started days; the full period at its start. */
export const prorationDays = (
  periodStartMs: number,
  periodEndMs: number,
  atMs: number,
): { daysLeft: number; daysInPeriod: number } => {
  const daysInPeriod = Math.max(1, Math.round((periodEndMs - periodStartMs) / dayMs));
  const clamped = Math.min(Math.max(atMs, periodStartMs), periodEndMs);
  const daysLeft = Math.min(daysInPeriod, Math.ceil((periodEndMs - clamped) / dayMs));
  return { daysLeft, daysInPeriod };
};

/** `amount` for `daysLeft` of `daysInPeriod`, half-up; the whole amount for the whole period. */
export const prorate = (amount: number, daysLeft: number, daysInPeriod: number): number =>
  daysLeft >= daysInPeriod ? amount : Math.round((amount * daysLeft) / daysInPeriod);

/** Graduated tiers: users 1..n fill the bands in order; a band with any user adds its flat amount once. */
export const bandLinesFor = (bands: BandPrice[], numberOfUsers: number): BandLine[] => {
  const lines: BandLine[] = [];
  let from = 1;
  for (const band of bands) {
    if (from > numberOfUsers) break;
    const to = band.quantityUpTo === null ? numberOfUsers : Math.min(band.quantityUpTo, numberOfUsers);
    const quantity = Math.max(0, to - from + 1);
    if (quantity > 0) {
      lines.push({
        priceId: band.id,
        band: bandLabel(from, band.quantityUpTo),
        quantityUpTo: band.quantityUpTo,
        quantity,
        unitAmount: band.periodFee,
        flatAmount: band.flatAmount,
        total: band.flatAmount + band.periodFee * quantity,
      });
    }
    if (band.quantityUpTo === null) break;
    from = band.quantityUpTo + 1;
  }
  return lines;
};

/**
 * The one quote of PSC (docs/decisions/0016): the Paid Plan dialog, GET /api/v1/products/price, the amount
 * charged and the invoice all come from here. Pure, integer minor units throughout.
 */
export const computeQuote = (input: QuoteInput): Quote => {
  if (!Number.isInteger(input.numberOfUsers) || input.numberOfUsers < 1)
    throw new RangeError('numberOfUsers must be a positive integer');
  if (input.bands.length === 0 || input.bands.at(-1)?.quantityUpTo !== null)
    throw new RangeError('the last band must be open');
  const bandLines = bandLinesFor(input.bands, input.numberOfUsers);
  const userCost = bandLines.reduce((sum, line) => sum + line.total, 0);
  const sourceCost = Math.max(0, input.extraDataSets ?? 0) * Math.max(0, input.dataSetFee ?? 0);
  const cost = userCost + sourceCost;
  const discount = input.coupon ? couponDiscount(input.coupon, cost) : 0;
  const discountPercent = !input.coupon
    ? 0
    : (input.coupon.percentOff ?? (cost === 0 ? 0 : Math.round((discount * 10_000) / cost) / 100));
  const periodTotal = cost - discount;
  const credit = Math.max(0, input.credit ?? 0);
  if (!input.proration) {
    return {
      currency: input.currency,
      paymentFrequency: input.paymentFrequency,
      numberOfUsers: input.numberOfUsers,
      bandLines,
      userCost,
      sourceCost,
      cost,
      discountPercent,
      discount,
      periodTotal,
      proration: null,
      credit,
      total: Math.max(0, periodTotal - credit),
    };
  }
  const { daysLeft, daysInPeriod } = prorationDays(
    input.proration.periodStartMs,
    input.proration.periodEndMs,
    input.proration.atMs,
  );
  const newPart = prorate(periodTotal, daysLeft, daysInPeriod);
  const creditPart = prorate(input.proration.paidForPeriod, daysLeft, daysInPeriod);
  // A cheaper change is not refunded mid-period: it charges nothing now and the next renewal is cheaper.
  const total = Math.max(0, newPart - creditPart - credit);
  return {
    currency: input.currency,
    paymentFrequency: input.paymentFrequency,
    numberOfUsers: input.numberOfUsers,
    bandLines,
    userCost,
    sourceCost,
    cost,
    discountPercent,
    discount,
    periodTotal,
    proration: { daysLeft, daysInPeriod, newPart, creditPart },
    credit,
    total,
  };
};
