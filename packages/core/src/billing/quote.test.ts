import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultUserBands, billingCurrencies, paymentFrequencies, defaultDataSetFee } from './catalogue.ts';
import { computeQuote, prorate, prorationDays, type BandPrice } from './quote.ts';
import { checkCoupon, couponDiscount, isCouponActiveAt, type CouponTerms } from './coupon.ts';
import { cancellationEffectiveAt, termEndAt, billingPeriodEnd, periodFor } from './subscription-term.ts';

const withIds = (bands: Omit<BandPrice, 'id'>[]): BandPrice[] =>
  bands.map((band, index) => ({ ...band, id: String(index + 1) }));
const team = (currency: 'GBP' | 'EUR' | 'USD', frequency: 'Monthly' | 'Yearly') =>
  withIds(defaultUserBands('Team', currency, frequency));

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 'SAVE20',
  name: '20 % off',
  percentOff: 20,
  amountOff: null,
  currency: null,
  duration: 'once',
  durationInMonths: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  redeemBy: null,
  valid: true,
  ...overrides,
});

describe('default catalogue (§9)', () => {
  it.each([
    ['Starter', 'GBP', 'Monthly', 9_900, 1_200],
    ['Starter', 'USD', 'Yearly', 69 * 12 * 100, 15 * 12 * 100],
    ['Team', 'EUR', 'Monthly', 26_900, 1_300],
    ['Team', 'USD', 'Yearly', 269 * 12 * 100, 14 * 12 * 100],
  ] as const)('%s %s %s: plan fee %i, extra user %i', (plan, currency, frequency, planFee, extraUser) => {
    expect(defaultUserBands(plan, currency, frequency)).toEqual([
      { band: 1, quantityUpTo: 5, flatAmount: planFee, periodFee: 0 },
      { band: 2, quantityUpTo: 9, flatAmount: 0, periodFee: extraUser },
      { band: 3, quantityUpTo: null, flatAmount: 0, periodFee: extraUser },
    ]);
  });

  it('extra data sets: Starter 7/8/9, Team 6/7/8 a month', () => {
    expect(billingCurrencies.map((c) => defaultDataSetFee('Starter', c, 'Monthly'))).toEqual([700, 800, 900]);
    expect(billingCurrencies.map((c) => defaultDataSetFee('Team', c, 'Yearly'))).toEqual([
      7_200, 8_400, 9_600,
    ]);
  });
});

describe('computeQuote', () => {
  it.each([
    // users, band lines [band, quantity, total], cost
    [1, [['1-5', 1, 29_900]], 29_900],
    [5, [['1-5', 5, 29_900]], 29_900],
    [
      6,
      [
        ['1-5', 5, 29_900],
        ['6-9', 1, 1_400],
      ],
      31_300,
    ],
    [
      9,
      [
        ['1-5', 5, 29_900],
        ['6-9', 4, 5_600],
      ],
      35_500,
    ],
    [
      10,
      [
        ['1-5', 5, 29_900],
        ['6-9', 4, 5_600],
        ['10+', 1, 1_400],
      ],
      36_900,
    ],
    [
      25,
      [
        ['1-5', 5, 29_900],
        ['6-9', 4, 5_600],
        ['10+', 16, 22_400],
      ],
      57_900,
    ],
  ] as const)('Team USD monthly, %i users', (users, lines, cost) => {
    const quote = computeQuote({
      currency: 'USD',
      paymentFrequency: 'Monthly',
      numberOfUsers: users,
      bands: team('USD', 'Monthly'),
    });
    expect(quote.bandLines.map((line) => [line.band, line.quantity, line.total])).toEqual(lines);
    expect(quote.cost).toBe(cost);
    expect(quote.total).toBe(cost);
  });

  it('the e2e journey: Team, 7 users, yearly USD, 20 % coupon', () => {
    const quote = computeQuote({
      currency: 'USD',
      paymentFrequency: 'Yearly',
      numberOfUsers: 7,
      bands: team('USD', 'Yearly'),
      coupon: coupon(),
    });
    // 269 × 12 = 3228.00 for users 1-5, 2 × 14 × 12 = 336.00 for users 6-7.
    expect(quote.cost).toBe(356_400);
    expect(quote.discount).toBe(71_280);
    expect(quote.discountPercent).toBe(20);
    expect(quote.total).toBe(285_120);
  });

  it.each([
    [coupon({ percentOff: 12.5 }), 29_900, 3_738],
    [coupon({ percentOff: null, amountOff: 5_000, currency: 'USD' }), 29_900, 5_000],
    [coupon({ percentOff: null, amountOff: 99_999, currency: 'USD' }), 29_900, 29_900],
    [coupon({ percentOff: 100 }), 29_900, 29_900],
  ])('discount %#', (terms, cost, discount) => {
    expect(couponDiscount(terms, cost)).toBe(discount);
  });

  it('extra data sets add the source cost', () => {
    const quote = computeQuote({
      currency: 'GBP',
      paymentFrequency: 'Monthly',
      numberOfUsers: 1,
      bands: team('GBP', 'Monthly'),
      extraDataSets: 3,
      dataSetFee: 600,
    });
    expect([quote.userCost, quote.sourceCost, quote.total]).toEqual([23_400, 1_800, 25_200]);
  });

  it('prorates a mid-term change: the days left of the new cost less the days left of what was paid', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    const at = Date.UTC(2026, 6, 2); // 183 days left of 365
    const quote = computeQuote({
      currency: 'USD',
      paymentFrequency: 'Yearly',
      numberOfUsers: 7,
      bands: team('USD', 'Yearly'),
      proration: { periodStartMs: start, periodEndMs: end, atMs: at, paidForPeriod: 322_800 },
    });
    expect(quote.proration).toEqual({
      daysLeft: 183,
      daysInPeriod: 365,
      newPart: Math.round((356_400 * 183) / 365),
      creditPart: Math.round((322_800 * 183) / 365),
    });
    expect(quote.total).toBe(quote.proration!.newPart - quote.proration!.creditPart);
  });

  it('refuses nonsense input', () => {
    expect(() =>
      computeQuote({
        currency: 'USD',
        paymentFrequency: 'Monthly',
        numberOfUsers: 0,
        bands: team('USD', 'Monthly'),
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeQuote({
        currency: 'USD',
        paymentFrequency: 'Monthly',
        numberOfUsers: 1,
        bands: [{ id: '1', quantityUpTo: 5, flatAmount: 1, periodFee: 1 }],
      }),
    ).toThrow(RangeError);
  });
});

const arbitraryBands = fc
  .tuple(fc.nat(1_000_000), fc.nat(100_000), fc.nat(100_000), fc.nat(100_000))
  .map(([flat, first, second, third]) =>
    withIds([
      { quantityUpTo: 5, flatAmount: flat, periodFee: first },
      { quantityUpTo: 9, flatAmount: 0, periodFee: second },
      { quantityUpTo: null, flatAmount: 0, periodFee: third },
    ]),
  );
const arbitraryCoupon = fc.oneof(
  fc.constant(null),
  fc.double({ min: 0.01, max: 100, noNaN: true }).map((percentOff) => coupon({ percentOff })),
  fc
    .integer({ min: 1, max: 10_000_000 })
    .map((amountOff) => coupon({ percentOff: null, amountOff, currency: 'USD' })),
);
const arbitraryProration = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 28, max: 366 }), fc.nat(10_000_000))
    .map(([offsetDays, days, paid]) => {
      const start = Date.UTC(2026, 0, 1);
      return {
        periodStartMs: start,
        periodEndMs: start + days * 86_400_000,
        atMs: start + Math.min(offsetDays, days) * 86_400_000,
        paidForPeriod: paid,
      };
    }),
);

describe('quote properties', () => {
  it('the total is never negative and the discount never exceeds the cost', () => {
    fc.assert(
      fc.property(
        arbitraryBands,
        fc.integer({ min: 1, max: 999_999 }),
        arbitraryCoupon,
        arbitraryProration,
        (bands, users, terms, proration) => {
          const quote = computeQuote({
            currency: 'USD',
            paymentFrequency: 'Monthly',
            numberOfUsers: users,
            bands,
            coupon: terms,
            proration,
          });
          expect(quote.total).toBeGreaterThanOrEqual(0);
          expect(quote.discount).toBeGreaterThanOrEqual(0);
          expect(quote.discount).toBeLessThanOrEqual(quote.cost);
          expect(Number.isInteger(quote.total)).toBe(true);
          expect(quote.bandLines.reduce((sum, line) => sum + line.quantity, 0)).toBe(users);
        },
      ),
    );
  });

  it('more users are never cheaper in total', () => {
    fc.assert(
      fc.property(
        arbitraryBands,
        fc.integer({ min: 1, max: 999_998 }),
        fc.integer({ min: 1, max: 1000 }),
        arbitraryCoupon,
        (bands, users, more, terms) => {
          const fewer = computeQuote({
            currency: 'USD',
            paymentFrequency: 'Yearly',
            numberOfUsers: users,
            bands,
            coupon: terms,
          });
          const larger = computeQuote({
            currency: 'USD',
            paymentFrequency: 'Yearly',
            numberOfUsers: Math.min(999_999, users + more),
            bands,
            coupon: terms,
          });
          expect(larger.cost).toBeGreaterThanOrEqual(fewer.cost);
          // An amount-off coupon takes the same amount off both, a percent one scales: the order holds after discount.
          expect(larger.total).toBeGreaterThanOrEqual(fewer.total);
        },
      ),
    );
  });

  it('prorating a full term gives the full price', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.integer({ min: 1, max: 400 }), (amount, days) => {
        const start = Date.UTC(2026, 2, 1);
        const { daysLeft, daysInPeriod } = prorationDays(start, start + days * 86_400_000, start);
        expect(prorate(amount, daysLeft, daysInPeriod)).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(
        arbitraryBands,
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(...paymentFrequencies),
        (bands, users, frequency) => {
          const start = Date.UTC(2026, 4, 31);
          const end = billingPeriodEnd(start, frequency);
          const plain = computeQuote({
            currency: 'USD',
            paymentFrequency: frequency,
            numberOfUsers: users,
            bands,
          });
          const prorated = computeQuote({
            currency: 'USD',
            paymentFrequency: frequency,
            numberOfUsers: users,
            bands,
            proration: { periodStartMs: start, periodEndMs: end, atMs: start, paidForPeriod: 0 },
          });
          expect(prorated.total).toBe(plain.total);
        },
      ),
    );
  });
});

describe('coupons', () => {
  const at = Date.UTC(2026, 5, 1);
  it.each([
    [coupon(), 'USD', { ok: true }],
    [coupon({ valid: false }), 'USD', { ok: false, reason: 'disabled' }],
    [coupon({ redeemBy: at - 1 }), 'USD', { ok: false, reason: 'expired' }],
    [coupon({ redeemBy: at }), 'USD', { ok: true }],
    [coupon({ maxRedemptions: 3, timesRedeemed: 3 }), 'USD', { ok: false, reason: 'exhausted' }],
    [coupon({ maxRedemptions: 3, timesRedeemed: 2 }), 'USD', { ok: true }],
    [coupon({ percentOff: null, amountOff: 500, currency: 'GBP' }), 'USD', { ok: false, reason: 'currency' }],
  ])('%# checkCoupon', (terms, currency, expected) => {
    expect(checkCoupon(terms, currency, at)).toEqual(expected);
  });

  it('duration decides which invoices it discounts', () => {
    expect(isCouponActiveAt({ duration: 'once', durationInMonths: null }, at, at, true)).toBe(true);
    expect(isCouponActiveAt({ duration: 'once', durationInMonths: null }, at, at + 1, false)).toBe(false);
    expect(
      isCouponActiveAt({ duration: 'repeating', durationInMonths: 3 }, at, Date.UTC(2026, 7, 31), false),
    ).toBe(true);
    expect(
      isCouponActiveAt({ duration: 'repeating', durationInMonths: 3 }, at, Date.UTC(2026, 8, 1), false),
    ).toBe(false);
    expect(
      isCouponActiveAt({ duration: 'forever', durationInMonths: null }, at, Date.UTC(2030, 0, 1), false),
    ).toBe(true);
  });
});

describe('term and notice (§9)', () => {
  const start = Date.UTC(2026, 0, 15);
  it('the term is 12 months and renews for 12', () => {
    expect(termEndAt(start, start)).toBe(Date.UTC(2027, 0, 15));
    expect(termEndAt(start, Date.UTC(2027, 0, 15))).toBe(Date.UTC(2028, 0, 15));
  });
  it('notice 30 days or more before the term end ends that term; later notice ends the next one', () => {
    expect(cancellationEffectiveAt(start, Date.UTC(2026, 11, 16))).toBe(Date.UTC(2027, 0, 15));
    expect(cancellationEffectiveAt(start, Date.UTC(2026, 11, 17))).toBe(Date.UTC(2028, 0, 15));
  });
  it('periods and period labels', () => {
    expect(billingPeriodEnd(Date.UTC(2026, 0, 31), 'Monthly')).toBe(Date.UTC(2026, 1, 28));
    expect(billingPeriodEnd(start, 'Yearly')).toBe(Date.UTC(2027, 0, 15));
    expect(periodFor(start)).toBe('0126');
  });
});
