import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCurrency, MissingFxRateError } from './convert-currency.ts';
import type { AdjustableCostBlockType } from './cost-block-types.ts';
import { adjustableCostBlockTypes } from './cost-block-types.ts';
import { createFxTable } from './fx-table.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import { priceCalculator } from './price-calculator.ts';
import type { AmountInput, PricingInput } from './pricing-input.ts';

const fxTime = Date.UTC(2026, 0, 5, 17, 0);
const fx = createFxTable({
  id: 'fx-test',
  publishedAt: fxTime,
  source: 'test',
  publisher: 'test',
  isDemo: true,
  rates: [
    { currencyCode: 'EUR', unitsPerUsd: 0.9, timestamp: fxTime },
    { currencyCode: 'GBP', unitsPerUsd: 0.8, timestamp: fxTime - 60_000 },
    { currencyCode: 'INR', unitsPerUsd: 80, timestamp: fxTime },
  ],
});
const ref = { source: 'test', period: null, timestamp: null };
const flat = (currencyCode: string, price: number): AmountInput => ({
  ...ref,
  currencyCode,
  price,
  lowPrice: price,
  highPrice: price,
});

const baseInput = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  contractId: 'London5',
  currencyCode: 'USD',
  tons: 100,
  contract: { ...flat('USD', 500), unit: 'perTonne' },
  premium: flat('USD', 20),
  seaFreight: { ...flat('USD', 2000), tonnesPerContainer: 25 },
  insurance: { ...ref, rate: 0 },
  duty: { ...ref, adValoremRate: 0, specificPerTonne: 0, currencyCode: 'USD' },
  loading: flat('USD', 10),
  landFreight: flat('USD', 5),
  adjustments: {},
  ...overrides,
});

const block = (result: PricedCalculator, type: string) => result.blocks.find((entry) => entry.type === type);

describe('priceCalculator: hand-computed cases', () => {
  it.each([
    // name, input overrides, expected DDP per tonne, expected total
    ['plain USD waterfall: 500 + 20 + 2000/25 + 10 + 5', {}, 615, 61500],
    // Invoice rounding: insurance 600 × (1/0.9945 − 1) = 3.318… shows 3.32; the total is the shown 618.32 × 100.
    ['insurance 0.5 %: CIF = 600 + 3.32', { insurance: { ...ref, rate: 0.005 } }, 618.32, 61832],
    [
      'ad valorem 10 % of CIF 600',
      { duty: { ...ref, adValoremRate: 0.1, specificPerTonne: 0, currencyCode: 'USD' } },
      675,
      67500,
    ],
    [
      'specific duty €90/t into USD at 0.9 €/$ = $100',
      { duty: { ...ref, adValoremRate: 0, specificPerTonne: 90, currencyCode: 'EUR' } },
      715,
      71500,
    ],
    [
      'both duties: 5 % × 600 + $10',
      { duty: { ...ref, adValoremRate: 0.05, specificPerTonne: 10, currencyCode: 'USD' } },
      655,
      65500,
    ],
    ['no tonnes gives a zero total', { tons: 0 }, 615, 0],
    ['land freight ₹400/t = $5', { landFreight: flat('INR', 400) }, 615, 61500],
    [
      'NY #11 at 20 c/lb = $440.92/t',
      { contractId: 'NewYork11', contract: { ...flat('USD', 20), unit: 'centsPerPound' } },
      555.92,
      55592,
    ],
    [
      // Polarisation (docs/decisions/0032): 18.50 × 22.046 = 407.85; VHP +4.20 % of that = 17.13; Contract 424.98.
      'NY #11 VHP at 18.50 c/lb, +4.20 %: 424.98 + 20 + 80 + 10 + 5',
      {
        contractId: 'NewYork11',
        contract: { ...flat('USD', 18.5), unit: 'centsPerPound' },
        polarisation: {
          ...ref,
          rate: 0.042,
          degrees: 99.2,
          gradeName: 'Brazil VHP',
          method: 'normalisation',
        },
      },
      539.98,
      53998,
    ],
    [
      // €339 × (2 × 99.3 − 100) / 92 = €363.3196 = $403.69 at 0.9 €/$.
      'yield-adjusted specific duty: €339 at pol 99.3 = $403.69',
      {
        duty: {
          ...ref,
          adValoremRate: 0,
          specificPerTonne: 339,
          currencyCode: 'EUR',
          yieldFactor: (2 * 99.3 - 100) / 92,
        },
      },
      1018.69,
      101869,
    ],
    [
      // CIF 600: carry 600 × 6.5 % × 60 / 365 = 6.41; LC 600 × 0.75 % = 4.50; demurrage midpoint (0.55 + 2.73) / 2 = 1.64.
      'Finance on: 615 + 6.41 + 4.50 + 1.64',
      {
        finance: {
          ...ref,
          carryRatePerYear: 0.065,
          carryDays: 60,
          lcRate: 0.0075,
          demurrageLow: 0.55,
          demurrageHigh: 2.73,
          currencyCode: 'USD',
        },
      },
      627.55,
      62755,
    ],
    [
      'zero tonnes per container: freight cannot be spread, counts 0',
      { seaFreight: { ...flat('USD', 2000), tonnesPerContainer: 0 } },
      535,
      53500,
    ],
  ] as const)('%s', (_name, overrides, expectedPrice, expectedTotal) => {
    const result = priceCalculator(baseInput(overrides as Partial<PricingInput>), fx);
    expect(result.price).toBe(expectedPrice);
    expect(result.total).toBe(expectedTotal);
  });

  it('prices in GBP: every block converted at 0.8 £/$', () => {
    const result = priceCalculator(baseInput({ currencyCode: 'GBP' }), fx);
    expect(result.price).toBe(492);
    expect(block(result, 'Forex')).toMatchObject({ price: 0.8, includedInSum: false });
    expect(block(result, 'SeaFreight')?.provenance.fxRate).toBeCloseTo(0.8, 12);
    expect(result.lastForexUpdated).toBe(fxTime);
  });

  it('a zero DDP gives a zero total', () => {
    const zero = flat('USD', 0);
    const result = priceCalculator(
      baseInput({
        contract: { ...zero, unit: 'perTonne' },
        premium: zero,
        seaFreight: { ...zero, tonnesPerContainer: 25 },
        loading: zero,
        landFreight: zero,
      }),
      fx,
    );
    expect([result.price, result.total]).toEqual([0, 0]);
  });

  it('labels the cash market basis EX-W and its freight FREIGHT', () => {
    const result = priceCalculator(
      baseInput({ contractId: 'CashMarketPrice', contract: { ...flat('EUR', 650), unit: 'perTonne' } }),
      fx,
    );
    expect(block(result, 'SeaFreight')?.displayName).toBe('FREIGHT');
    expect(block(result, 'Contract')?.displayName).toBe('EX-W');
    expect(block(result, 'Loading')?.displayName).toBe('DEST. CHARGES');
    expect(block(result, 'LandFreight')?.displayName).toBe('LOCAL FREIGHT');
    expect(block(result, 'Forex')?.price).toBe(1.111111);
  });

  it('keeps the custom flag on an inactive overridden block, which still contributes 0', () => {
    const result = priceCalculator(
      baseInput({ adjustments: { Loading: { active: false, customCost: 99 } } }),
      fx,
    );
    expect(block(result, 'Loading')).toMatchObject({
      price: 0,
      active: false,
      custom: true,
      defaultPrice: 10,
    });
    expect(result.price).toBe(605);
  });

  it('fails loudly for a currency without a rate', () => {
    expect(() => priceCalculator(baseInput({ currencyCode: 'JPY' }), fx)).toThrow(MissingFxRateError);
  });

  it('orders blocks as the waterfall and carries provenance', () => {
    const result = priceCalculator(baseInput(), fx);
    expect(result.blocks.map((entry) => entry.type)).toEqual([
      'Contract',
      'Premium',
      'SeaFreight',
      'Insurance',
      'Duty',
      'Loading',
      'LandFreight',
      'Forex',
    ]);
    expect(result.subtotals.map((entry) => entry.name)).toEqual(['FOB', 'CFR', 'CIF', 'DDP']);
    expect(block(result, 'SeaFreight')?.provenance.formula).toContain('container');
  });
});

// Amounts in whole cents keep the properties about the maths, not about binary fractions.
const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const ordered = (max: number) =>
  fc.tuple(money(max), money(max), money(max)).map(([a, b, c]) => {
    const [lowPrice, price, highPrice] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
    return { lowPrice, price, highPrice };
  });
const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'INR');

const inputArbitrary = fc.record({
  currencyCode: currency,
  contractUnit: fc.constantFrom('perTonne', 'centsPerPound') as fc.Arbitrary<'perTonne' | 'centsPerPound'>,
  contract: ordered(900),
  premium: ordered(200),
  freight: ordered(5000),
  tonnesPerContainer: fc.integer({ min: 10, max: 28 }),
  insuranceRate: fc.integer({ min: 0, max: 50 }).map((basisPoints) => basisPoints / 10_000),
  adValorem: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
  specific: money(500),
  loading: ordered(100),
  landFreight: ordered(100),
  sourceCurrencies: fc.array(currency, { minLength: 6, maxLength: 6 }),
  tons: fc.integer({ min: 0, max: 100_000 }),
});

type GeneratedInput = typeof inputArbitrary extends fc.Arbitrary<infer T> ? T : never;

const toInput = (value: GeneratedInput): PricingInput => {
  const [
    contractCurrency = 'USD',
    premiumCurrency = 'USD',
    freightCurrency = 'USD',
    dutyCurrency = 'USD',
    loadingCurrency = 'USD',
    landCurrency = 'USD',
  ] = value.sourceCurrencies;
  return {
    contractId: value.contractUnit === 'centsPerPound' ? 'NewYork11' : 'London5',
    currencyCode: value.currencyCode,
    tons: value.tons,
    contract: { ...ref, ...value.contract, currencyCode: contractCurrency, unit: value.contractUnit },
    premium: { ...ref, ...value.premium, currencyCode: premiumCurrency },
    seaFreight: {
      ...ref,
      ...value.freight,
      currencyCode: freightCurrency,
      tonnesPerContainer: value.tonnesPerContainer,
    },
    insurance: { ...ref, rate: value.insuranceRate },
    duty: {
      ...ref,
      adValoremRate: value.adValorem,
      specificPerTonne: value.specific,
      currencyCode: dutyCurrency,
    },
    loading: { ...ref, ...value.loading, currencyCode: loadingCurrency },
    landFreight: { ...ref, ...value.landFreight, currencyCode: landCurrency },
    adjustments: {},
  };
};

const ddpOf = (result: PricedCalculator, path: 'lowPrice' | 'price' | 'highPrice') =>
  result.subtotals[3]?.[path] ?? Number.NaN;

describe('priceCalculator: properties', () => {
  it('low ≤ price ≤ high when every input is ordered', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const result = priceCalculator(toInput(value), fx);
        expect(result.lowPrice).toBeLessThanOrEqual(result.price);
        expect(result.price).toBeLessThanOrEqual(result.highPrice);
        expect(result.lowTotal).toBeLessThanOrEqual(result.total);
        expect(result.total).toBeLessThanOrEqual(result.highTotal);
      }),
    );
  });

  const raisable = ['contract', 'premium', 'freight', 'loading', 'landFreight'] as const;
  it('DDP rises (never falls) when any cost rises', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.constantFrom(...raisable),
        money(300).filter((step) => step > 0),
        (value, field, step) => {
          const before = priceCalculator(toInput(value), fx);
          const range = value[field];
          const raised = {
            ...value,
            [field]: {
              lowPrice: range.lowPrice + step,
              price: range.price + step,
              highPrice: range.highPrice + step,
            },
          };
          const after = priceCalculator(toInput(raised), fx);
          expect(after.price).toBeGreaterThan(before.price - 0.01);
          for (const path of ['lowPrice', 'price', 'highPrice'] as const)
            expect(ddpOf(after, path)).toBeGreaterThanOrEqual(ddpOf(before, path));
        },
      ),
    );
  });

  it('DDP rises when the insurance rate, ad valorem rate or specific duty rises', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.constantFrom('insuranceRate', 'adValorem', 'specific'),
        (value, field) => {
          const before = priceCalculator(toInput(value), fx);
          const after = priceCalculator(
            toInput({ ...value, [field]: value[field] + (field === 'specific' ? 1 : 0.001) }),
            fx,
          );
          expect(after.price).toBeGreaterThanOrEqual(before.price);
        },
      ),
    );
  });

  // Insurance and ad valorem duty are percentages of the CIF, so blocks upstream of them move those two only.
  const dependents: Record<AdjustableCostBlockType, readonly string[]> = {
    Premium: ['Insurance', 'Duty'],
    SeaFreight: ['Insurance', 'Duty'],
    Insurance: ['Duty'],
    Duty: [],
    Loading: [],
    LandFreight: [],
  };
  it('an inactive block contributes 0 and changes no other block except the percentages computed on CIF', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.constantFrom(...adjustableCostBlockTypes), (value, type) => {
        const input = toInput(value);
        const active = priceCalculator(input, fx);
        const inactive = priceCalculator(
          { ...input, adjustments: { [type]: { active: false, customCost: null } } },
          fx,
        );
        const switchedOff = block(inactive, type);
        expect([switchedOff?.price, switchedOff?.lowPrice, switchedOff?.highPrice]).toEqual([0, 0, 0]);
        expect(switchedOff?.defaultPrice).toBe(block(active, type)?.defaultPrice);
        for (const other of active.blocks) {
          if (other.type === type || dependents[type].includes(other.type)) continue;
          expect(block(inactive, other.type)).toEqual(other);
        }
        const dependentsUnchanged = dependents[type].every(
          (name) => block(inactive, name)?.price === block(active, name)?.price,
        );
        if (dependentsUnchanged)
          expect(
            Math.abs(active.price - inactive.price - (block(active, type)?.price ?? 0)),
          ).toBeLessThanOrEqual(0.011);
        expect(inactive.price).toBeLessThanOrEqual(active.price);
      }),
    );
  });

  it('with no percentage rates, switching a block off lowers DDP by exactly that block', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.constantFrom(...adjustableCostBlockTypes), (value, type) => {
        const input = toInput({ ...value, insuranceRate: 0, adValorem: 0 });
        const active = priceCalculator(input, fx);
        const inactive = priceCalculator(
          { ...input, adjustments: { [type]: { active: false, customCost: null } } },
          fx,
        );
        for (const other of active.blocks)
          if (other.type !== type) expect(block(inactive, other.type)).toEqual(other);
        expect(
          Math.abs(active.price - inactive.price - (block(active, type)?.price ?? 0)),
        ).toBeLessThanOrEqual(0.011);
      }),
    );
  });

  it('a custom cost replaces the block in all three paths', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.constantFrom(...adjustableCostBlockTypes),
        money(400),
        (value, type, custom) => {
          const result = priceCalculator(
            { ...toInput(value), adjustments: { [type]: { active: true, customCost: custom } } },
            fx,
          );
          const overridden = block(result, type);
          expect([overridden?.lowPrice, overridden?.price, overridden?.highPrice]).toEqual([
            custom,
            custom,
            custom,
          ]);
        },
      ),
    );
  });

  it('converting to a currency and back returns the amount', () => {
    fc.assert(
      fc.property(money(1_000_000), currency, currency, (amount, from, to) => {
        const there = convertCurrency(amount, from, to, fx);
        expect(convertCurrency(there, to, from, fx)).toBeCloseTo(amount, 6);
      }),
    );
  });

  // Issue 14 item 7: as on an invoice, the shown blocks add up to the shown subtotals and DDP, and the shown total is
  // the shown DDP × tonnes, on every path, with custom and inactive blocks and tonnes to the kilogram.
  it('shown blocks add up to shown subtotals and DDP, and total = shown DDP × tonnes (10,000 cases)', () => {
    const adjustment = fc.oneof(
      fc.constant({ active: true, customCost: null }),
      fc.constant({ active: false, customCost: null }),
      fc.integer({ min: 0, max: 1_000_000 }).map((mills) => ({ active: true, customCost: mills / 1000 })),
    );
    const adjustments = fc.record({
      Premium: adjustment,
      SeaFreight: adjustment,
      Insurance: adjustment,
      Duty: adjustment,
      Loading: adjustment,
      LandFreight: adjustment,
    });
    const kilograms = fc.integer({ min: 0, max: 100_000_000 }).map((grams) => grams / 1000);
    const polarisation = fc.option(
      fc.integer({ min: -360, max: 475 }).map((tenThousandths) => ({
        ...ref,
        rate: tenThousandths / 10_000,
        degrees: 99,
        gradeName: 'test',
        method: 'scale' as const,
      })),
    );
    const yieldFactor = fc.option(fc.integer({ min: 88, max: 100 }).map((yieldShare) => yieldShare / 92));
    const finance = fc.option(
      fc.record({
        carryRatePerYear: fc.integer({ min: 0, max: 2000 }).map((basisPoints) => basisPoints / 10_000),
        carryDays: fc.integer({ min: 0, max: 120 }),
        lcRate: fc.integer({ min: 0, max: 300 }).map((basisPoints) => basisPoints / 10_000),
        demurrageLow: fc.integer({ min: 0, max: 500 }).map((cents) => cents / 100),
        demurrageHigh: fc.integer({ min: 500, max: 1500 }).map((cents) => cents / 100),
        currencyCode: currency,
      }),
    );
    const cents = (value: number) => Math.round(value * 100);
    fc.assert(
      fc.property(
        inputArbitrary,
        adjustments,
        kilograms,
        polarisation,
        yieldFactor,
        finance,
        (value, chosen, tons, pol, factor, money) => {
          const plain = { ...toInput(value), adjustments: chosen, tons };
          const input = {
            ...plain,
            polarisation: pol,
            duty: factor === null ? plain.duty : { ...plain.duty, yieldFactor: factor },
            finance: money === null ? null : { ...ref, ...money },
          };
          const result = priceCalculator(input, fx);
          // The polarisation premium is the shown share of Contract: Contract without it is the basis alone.
          const basis = priceCalculator({ ...input, polarisation: null }, fx);
          const contractOf = (priced: PricedCalculator) =>
            cents(priced.blocks.find((entry) => entry.type === 'Contract')?.price ?? Number.NaN);
          expect(contractOf(result)).toBe(contractOf(basis) + cents(result.polarisation?.price ?? 0));
          // The Finance line's parts add up to it on the price path.
          if (result.finance !== null)
            expect(cents(result.finance.price)).toBe(
              cents(result.finance.carry) +
                cents(result.finance.letterOfCredit) +
                cents(result.finance.demurrage),
            );
          const price = (type: string, path: 'lowPrice' | 'price' | 'highPrice') =>
            cents(
              result.blocks.find((entry) => entry.type === type)?.[path] ??
                result.subtotals.find((entry) => entry.name === type)?.[path] ??
                Number.NaN,
            );
          for (const path of ['lowPrice', 'price', 'highPrice'] as const) {
            expect(price('FOB', path)).toBe(price('Contract', path) + price('Premium', path));
            expect(price('CFR', path)).toBe(price('FOB', path) + price('SeaFreight', path));
            expect(price('CIF', path)).toBe(price('CFR', path) + price('Insurance', path));
            const financeShown = cents(
              result.finance === null
                ? 0
                : {
                    lowPrice: result.finance.lowPrice,
                    price: result.finance.price,
                    highPrice: result.finance.highPrice,
                  }[path],
            );
            expect(price('DDP', path)).toBe(
              price('CIF', path) +
                price('Duty', path) +
                price('Loading', path) +
                price('LandFreight', path) +
                financeShown,
            );
            expect(cents(result[path])).toBe(price('DDP', path));
          }
          for (const [total, path] of [
            ['lowTotal', 'lowPrice'],
            ['total', 'price'],
            ['highTotal', 'highPrice'],
          ] as const)
            // Exact in integers: cents × kilograms, rounded half away from zero to the cent.
            expect(BigInt(cents(result[total]))).toBe(
              (BigInt(cents(result[path])) * BigInt(Math.round(tons * 1000)) + 500n) / 1000n,
            );
        },
      ),
      { numRuns: 10_000 },
    );
    // 10,000 cases take about 8 s on an idle machine and over 30 s beside other work: the cases, not a timing, are
    // what this test checks.
  }, 120_000);
});
