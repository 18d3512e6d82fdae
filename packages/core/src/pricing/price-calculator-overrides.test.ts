import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFxTable } from './fx-table.ts';
import { fxRate } from './convert-currency.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import { priceCalculator, pricingFormulas } from './price-calculator.ts';
import type { AmountInput, PricingInput } from './pricing-input.ts';

// The user's fixed exchange rate (customForex), the in-quota duty (customQuota) and a destination's premium
// (docs/decisions/0021, docs/pricing.md).

const fxTime = Date.UTC(2026, 0, 5, 17, 0);
const fx = createFxTable({
  id: 'fx-test',
  publishedAt: fxTime,
  source: 'test FX',
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
const noDuty = { ...ref, adValoremRate: 0, specificPerTonne: 0, currencyCode: 'USD' };

/** 500 + 20 + 2000/25 + 10 + 5 = $615/t, all in USD, no insurance or duty. */
const baseInput = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  contractId: 'London5',
  currencyCode: 'USD',
  tons: 100,
  contract: { ...flat('USD', 500), unit: 'perTonne' },
  premium: flat('USD', 20),
  seaFreight: { ...flat('USD', 2000), tonnesPerContainer: 25 },
  insurance: { ...ref, rate: 0 },
  duty: noDuty,
  loading: flat('USD', 10),
  landFreight: flat('USD', 5),
  adjustments: {},
  ...overrides,
});

const block = (result: PricedCalculator, type: string) => {
  const found = result.blocks.find((entry) => entry.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe('customForex: the user fixes units of calculator currency per unit of contract currency', () => {
  it.each([
    ['published EUR rate: 615 × 0.9', { currencyCode: 'EUR' }, 553.5],
    ['custom 0.8 €/$: 615 × 0.8', { currencyCode: 'EUR', customForexRate: 0.8 }, 492],
    ['custom null keeps the published rate', { currencyCode: 'EUR', customForexRate: null }, 553.5],
    [
      '£4 land freight crossed through the contract currency: 610 × 0.8 + 4 × 1.25 × 0.8',
      { currencyCode: 'EUR', customForexRate: 0.8, landFreight: flat('GBP', 4) },
      492,
    ],
    [
      '£4 land freight at published rates: 610 × 0.9 + 4 × 0.9 / 0.8',
      { currencyCode: 'EUR', landFreight: flat('GBP', 4) },
      553.5,
    ],
    [
      'an amount already in EUR is never converted: 615 × 0.8 + €90 duty',
      {
        currencyCode: 'EUR',
        customForexRate: 0.8,
        duty: { ...noDuty, specificPerTonne: 90, currencyCode: 'EUR' },
      },
      582,
    ],
    [
      'ignored when the calculator is in the contract currency',
      { currencyCode: 'USD', customForexRate: 0.5 },
      615,
    ],
    [
      'cash market in EUR priced in USD at 1.1 $/€: €650 → $715, USD amounts unconverted',
      {
        contractId: 'CashMarketPrice',
        contract: { ...flat('EUR', 650), unit: 'perTonne' },
        customForexRate: 1.1,
      },
      715 + 20 + 80 + 10 + 5,
    ],
  ] as const)('%s', (_name, overrides, expectedDdp) => {
    const result = priceCalculator(baseInput(overrides as Partial<PricingInput>), fx);
    expect(result.price).toBe(expectedDdp);
    expect(result.total).toBe(Math.round(expectedDdp * 100 * 100) / 100);
  });

  it('shows the user’s rate on the Forex row, the published one as its default, and says whose rate each block used', () => {
    const result = priceCalculator(
      baseInput({
        currencyCode: 'EUR',
        customForexRate: 0.8,
        landFreight: flat('GBP', 4),
        duty: { ...noDuty, specificPerTonne: 90, currencyCode: 'EUR' },
      }),
      fx,
    );
    expect(result.customForexApplied).toBe(true);
    expect(block(result, 'Forex')).toMatchObject({
      price: 0.8,
      lowPrice: 0.8,
      highPrice: 0.8,
      defaultPrice: 0.9,
      custom: true,
      includedInSum: false,
      provenance: {
        source: 'custom rate entered by the user',
        fxRate: 0.8,
        fxTimestamp: null,
        fxSource: 'custom',
        formula: pricingFormulas.customForex,
        currencyCode: 'USD',
      },
    });
    expect(block(result, 'Contract').provenance).toMatchObject({
      fxRate: 0.8,
      fxTimestamp: null,
      fxSource: 'custom',
    });
    expect(block(result, 'Contract').price).toBe(400);
    // £ → € through $: published £→$ (1.25) × the user's $→€ (0.8); its timestamp is the published legs'.
    expect(block(result, 'LandFreight').provenance.fxRate).toBeCloseTo(1, 12);
    expect(block(result, 'LandFreight').provenance).toMatchObject({
      fxSource: 'custom',
      fxTimestamp: fxTime,
    });
    expect(block(result, 'Duty').provenance).toMatchObject({ fxSource: 'none', fxRate: 1 });
    expect(block(result, 'Insurance').provenance.fxSource).toBe('none');
    expect(result.lastForexUpdated).toBe(fxTime);
  });

  it('with only the user’s rate in use there is no publication time to show', () => {
    const result = priceCalculator(baseInput({ currencyCode: 'EUR', customForexRate: 0.8 }), fx);
    expect(result.lastForexUpdated).toBeNull();
    const published = priceCalculator(baseInput({ currencyCode: 'EUR' }), fx);
    expect(published.customForexApplied).toBe(false);
    expect(block(published, 'Forex')).toMatchObject({
      price: 0.9,
      defaultPrice: 0.9,
      custom: false,
      provenance: { source: 'test FX', fxSource: 'published', formula: pricingFormulas.forex },
    });
    expect(published.lastForexUpdated).toBe(fxTime);
  });

  it('a rate on a calculator in its contract currency changes nothing and is not shown as custom', () => {
    const result = priceCalculator(baseInput({ customForexRate: 2 }), fx);
    expect(result.customForexApplied).toBe(false);
    expect(block(result, 'Forex')).toMatchObject({
      price: 1,
      custom: false,
      provenance: { fxSource: 'none' },
    });
    expect(result).toEqual(priceCalculator(baseInput(), fx));
  });

  it('New York #11: the factor applies before the user’s rate (20 c/lb × 22.046 × 0.8)', () => {
    const result = priceCalculator(
      baseInput({
        contractId: 'NewYork11',
        contract: { ...flat('USD', 20), unit: 'centsPerPound' },
        currencyCode: 'EUR',
        customForexRate: 0.8,
      }),
      fx,
    );
    expect(block(result, 'Contract').price).toBe(352.74);
    expect(result.contractPrice).toBe(440.92);
  });
});

describe('customQuota: the user’s in-quota duty replaces the duty rule', () => {
  const euRaw = {
    ...ref,
    source: 'EU-raw-MFN',
    adValoremRate: 0,
    specificPerTonne: 339,
    currencyCode: 'EUR',
  };
  const cases = [
    [
      'EU raw sugar in EUR: CXL €98/t instead of MFN €339/t',
      { currencyCode: 'EUR', duty: euRaw, dutyQuota: { perTonne: 98, currencyCode: 'EUR' } },
      98,
      339,
      553.5 + 98,
    ],
    [
      'the same quota on a USD calculator: €98 / 0.9',
      { duty: euRaw, dutyQuota: { perTonne: 98, currencyCode: 'EUR' } },
      108.89,
      376.67,
      615 + 98 / 0.9,
    ],
    [
      'an ad valorem rule is replaced too: $20 instead of 10 % of CIF 600',
      { duty: { ...noDuty, adValoremRate: 0.1 }, dutyQuota: { perTonne: 20, currencyCode: 'USD' } },
      20,
      60,
      635,
    ],
    [
      'a zero in-quota duty (duty-free quota)',
      { duty: euRaw, dutyQuota: { perTonne: 0, currencyCode: 'EUR' } },
      0,
      376.67,
      615,
    ],
    [
      'with the user’s rate: $100 in quota on a EUR calculator at 0.8',
      { currencyCode: 'EUR', customForexRate: 0.8, dutyQuota: { perTonne: 100, currencyCode: 'USD' } },
      80,
      0,
      492 + 80,
    ],
  ] as const;
  it.each(cases)('%s', (_name, overrides, dutyPrice, dutyDefault, expectedDdp) => {
    const result = priceCalculator(baseInput(overrides as Partial<PricingInput>), fx);
    expect(block(result, 'Duty')).toMatchObject({
      price: dutyPrice,
      lowPrice: dutyPrice,
      highPrice: dutyPrice,
      defaultPrice: dutyDefault,
      custom: true,
      active: true,
    });
    expect(block(result, 'Duty').provenance.formula).toBe(pricingFormulas.quota);
    expect(block(result, 'Duty').provenance.source).toContain('in-quota duty entered by the user');
    expect(result.dutyQuotaApplied).toBe(true);
    expect(result.price).toBe(Math.round(expectedDdp * 100) / 100);
  });

  it('a custom Duty cost wins over the quota, and an inactive Duty adds 0', () => {
    const quota = { perTonne: 98, currencyCode: 'EUR' };
    const custom = priceCalculator(
      baseInput({ duty: euRaw, dutyQuota: quota, adjustments: { Duty: { active: true, customCost: 50 } } }),
      fx,
    );
    expect(block(custom, 'Duty')).toMatchObject({
      price: 50,
      custom: true,
      provenance: { formula: pricingFormulas.custom, source: 'EU-raw-MFN' },
    });
    expect(custom.dutyQuotaApplied).toBe(false);
    const off = priceCalculator(
      baseInput({
        duty: euRaw,
        dutyQuota: quota,
        adjustments: { Duty: { active: false, customCost: null } },
      }),
      fx,
    );
    expect(block(off, 'Duty')).toMatchObject({
      price: 0,
      active: false,
      custom: true,
      provenance: { formula: pricingFormulas.inactive },
    });
    expect(off.price).toBe(615);
  });
});

describe('a destination premium is part of the destination charges (Loading)', () => {
  it.each([
    ['$7 in USD: 615 + 7', { destinationPremium: flat('USD', 7) }, 622, 17, 7, 17],
    ['€9 on a USD calculator: 615 + 9 / 0.9', { destinationPremium: flat('EUR', 9) }, 625, 20, 10, 20],
    [
      '£8 on a EUR calculator: 553.5 + 8 × 0.9 / 0.8',
      { currencyCode: 'EUR', destinationPremium: flat('GBP', 8) },
      562.5,
      18,
      9,
      20,
    ],
    [
      'with the user’s rate: (615 + 7) × 0.8',
      { currencyCode: 'EUR', customForexRate: 0.8, destinationPremium: flat('USD', 7) },
      497.6,
      13.6,
      5.6,
      17,
    ],
    [
      'with insurance and ad valorem duty, the premium is neither insured nor dutiable',
      {
        insurance: { ...ref, rate: 0.005 },
        duty: { ...noDuty, adValoremRate: 0.1 },
        destinationPremium: flat('USD', 7),
      },
      685.65,
      17,
      7,
      17,
    ],
  ] as const)('%s', (_name, overrides, ddp, loadingPrice, premiumPrice, loadingBase) => {
    const input = baseInput(overrides as Partial<PricingInput>);
    const result = priceCalculator(input, fx);
    const without = priceCalculator({ ...input, destinationPremium: null }, fx);
    expect(result.price).toBe(ddp);
    expect(block(result, 'Loading')).toMatchObject({
      price: loadingPrice,
      basePrice: loadingBase,
      provenance: { formula: pricingFormulas.loadingWithPremium },
    });
    expect(result.destinationPremium).toMatchObject({
      price: premiumPrice,
      defaultPrice: premiumPrice,
      basePrice: input.destinationPremium?.price,
    });
    // Nothing but Loading moves, and DDP moves by exactly the converted premium.
    for (const other of without.blocks)
      if (other.type !== 'Loading') expect(block(result, other.type)).toEqual(other);
    expect(result.price).toBe(Math.round((without.price + premiumPrice) * 100) / 100);
  });

  it('follows Loading: inactive adds nothing, a custom cost replaces charges and premium alike', () => {
    const premium = flat('USD', 7);
    const off = priceCalculator(
      baseInput({
        destinationPremium: premium,
        adjustments: { Loading: { active: false, customCost: null } },
      }),
      fx,
    );
    expect(off.price).toBe(605);
    expect(off.destinationPremium).toMatchObject({ price: 0, defaultPrice: 7 });
    const custom = priceCalculator(
      baseInput({ destinationPremium: premium, adjustments: { Loading: { active: true, customCost: 30 } } }),
      fx,
    );
    expect(custom.price).toBe(635);
    expect(custom.destinationPremium).toMatchObject({ price: 0, defaultPrice: 7 });
    expect(block(custom, 'Loading').defaultPrice).toBe(17);
  });

  it('no premium keeps the Loading block exactly as before', () => {
    const result = priceCalculator(baseInput(), fx);
    expect(result.destinationPremium).toBeNull();
    expect(block(result, 'Loading').provenance.formula).toBe(pricingFormulas.loading);
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
const sourceCurrencies = fc.array(currency, { minLength: 8, maxLength: 8 });

const inputArbitrary = fc.record({
  currencyCode: currency,
  contract: ordered(900),
  premium: ordered(200),
  freight: ordered(5000),
  tonnesPerContainer: fc.integer({ min: 10, max: 28 }),
  insuranceRate: fc.integer({ min: 0, max: 50 }).map((basisPoints) => basisPoints / 10_000),
  adValorem: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
  specific: money(500),
  loading: ordered(100),
  landFreight: ordered(100),
  destinationPremium: fc.option(money(100), { nil: null }),
  quota: fc.option(money(400), { nil: null }),
  currencies: sourceCurrencies,
  tons: fc.integer({ min: 0, max: 100_000 }),
});
type Generated = typeof inputArbitrary extends fc.Arbitrary<infer T> ? T : never;

const toInput = (value: Generated, sameCurrency: string | null = null): PricingInput => {
  const [
    contract = 'USD',
    premium = 'USD',
    freight = 'USD',
    duty = 'USD',
    loading = 'USD',
    land = 'USD',
    destinationPremium = 'USD',
    quota = 'USD',
  ] = sameCurrency === null ? value.currencies : Array.from({ length: 8 }, () => sameCurrency);
  return {
    contractId: 'London5',
    currencyCode: value.currencyCode,
    tons: value.tons,
    contract: { ...ref, ...value.contract, currencyCode: contract, unit: 'perTonne' },
    premium: { ...ref, ...value.premium, currencyCode: premium },
    seaFreight: {
      ...ref,
      ...value.freight,
      currencyCode: freight,
      tonnesPerContainer: value.tonnesPerContainer,
    },
    insurance: { ...ref, rate: value.insuranceRate },
    duty: { ...ref, adValoremRate: value.adValorem, specificPerTonne: value.specific, currencyCode: duty },
    loading: { ...ref, ...value.loading, currencyCode: loading },
    landFreight: { ...ref, ...value.landFreight, currencyCode: land },
    destinationPremium:
      value.destinationPremium === null ? null : flat(destinationPremium, value.destinationPremium),
    dutyQuota: value.quota === null ? null : { perTonne: value.quota, currencyCode: quota },
    adjustments: {},
  };
};

const figures = (result: PricedCalculator) => ({
  blocks: result.blocks.map((entry) => [
    entry.type,
    entry.price,
    entry.lowPrice,
    entry.highPrice,
    entry.defaultPrice,
  ]),
  subtotals: result.subtotals,
  totals: [
    result.price,
    result.lowPrice,
    result.highPrice,
    result.total,
    result.lowTotal,
    result.highTotal,
    result.seaFreightCost,
  ],
  destinationPremium: result.destinationPremium?.price ?? null,
});

describe('overrides: properties', () => {
  it('a custom rate equal to the published one gives exactly the published figures', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const input = toInput(value);
        const published = priceCalculator(input, fx);
        const custom = priceCalculator(
          { ...input, customForexRate: fxRate(fx, input.contract.currencyCode, input.currencyCode) },
          fx,
        );
        expect(figures(custom)).toEqual(figures(published));
      }),
    );
  });

  it('with every amount in the contract currency, a custom rate r scales the whole DDP by r', () => {
    fc.assert(
      fc.property(
        inputArbitrary.filter((value) => value.currencyCode !== 'USD'),
        fc.integer({ min: 1, max: 2_000_000 }).map((micro) => micro / 10_000),
        (value, rate) => {
          const inUsd = priceCalculator({ ...toInput(value, 'USD'), currencyCode: 'USD' }, fx);
          const custom = priceCalculator({ ...toInput(value, 'USD'), customForexRate: rate }, fx);
          // Invoice rounding rounds seven blocks and the destination premium on both sides, the USD ones before scaling.
          expect(Math.abs(custom.price - inUsd.price * rate)).toBeLessThanOrEqual(
            0.005 * 8 * (rate + 1) + 1e-9,
          );
          expect(block(custom, 'Forex').price).toBe(Math.round(rate * 1e6) / 1e6);
        },
      ),
    );
  });

  it('an in-quota duty changes the Duty block only, and DDP by the difference', () => {
    fc.assert(
      fc.property(inputArbitrary, money(400), currency, (value, perTonne, quotaCurrency) => {
        const input = { ...toInput(value), dutyQuota: null };
        const rule = priceCalculator(input, fx);
        const quota = priceCalculator({ ...input, dutyQuota: { perTonne, currencyCode: quotaCurrency } }, fx);
        for (const other of rule.blocks)
          if (other.type !== 'Duty') expect(block(quota, other.type)).toEqual(other);
        const expectedDuty = perTonne * fxRate(fx, quotaCurrency, input.currencyCode);
        expect(Math.abs(block(quota, 'Duty').price - expectedDuty)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(block(quota, 'Duty').defaultPrice).toBe(block(rule, 'Duty').defaultPrice);
        expect(
          Math.abs(quota.price - rule.price - (block(quota, 'Duty').price - block(rule, 'Duty').price)),
        ).toBeLessThanOrEqual(0.0201);
      }),
    );
  });

  it('a destination premium raises DDP by exactly its converted amount and moves nothing but Loading', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        money(100).filter((amount) => amount > 0),
        currency,
        (value, amount, premiumCurrency) => {
          const input = { ...toInput(value), destinationPremium: null };
          const without = priceCalculator(input, fx);
          const withPremium = priceCalculator(
            { ...input, destinationPremium: flat(premiumCurrency, amount) },
            fx,
          );
          const converted = amount * fxRate(fx, premiumCurrency, input.currencyCode);
          for (const other of without.blocks)
            if (other.type !== 'Loading') expect(block(withPremium, other.type)).toEqual(other);
          // Two DDPs, each rounded to cents once from the unrounded sum.
          expect(Math.abs(withPremium.price - without.price - converted)).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(withPremium.price).toBeGreaterThanOrEqual(without.price);
          expect(withPremium.lowPrice).toBeLessThanOrEqual(withPremium.price);
          expect(withPremium.price).toBeLessThanOrEqual(withPremium.highPrice);
        },
      ),
    );
  });

  it('low ≤ price ≤ high still holds with every override at once', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.integer({ min: 1, max: 2_000_000 }).map((micro) => micro / 10_000),
        (value, rate) => {
          const result = priceCalculator({ ...toInput(value), customForexRate: rate }, fx);
          expect(result.lowPrice).toBeLessThanOrEqual(result.price);
          expect(result.price).toBeLessThanOrEqual(result.highPrice);
          expect(result.lowTotal).toBeLessThanOrEqual(result.total);
          expect(result.total).toBeLessThanOrEqual(result.highTotal);
        },
      ),
    );
  });
});
