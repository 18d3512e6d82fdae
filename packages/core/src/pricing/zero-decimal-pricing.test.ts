import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import currenciesJson from '../../../../reference-data/currencies.json' with { type: 'json' };
import { quoteAmount } from '../quotes/quote-document.ts';
import {
  currencyOfUnit,
  formatMoneyIn,
  moneyDecimalsOf,
  moneyNumberFormatOf,
  zeroDecimalCurrencyCodes,
} from './currency-minor-units.ts';
import { splitDestinationCharges } from './destination-charges-split.ts';
import { createFxTable } from './fx-table.ts';
import { priceCalculator } from './price-calculator.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import type { AmountInput, PricingInput } from './pricing-input.ts';

// Issue 45 item 3, docs/decisions/0119: a currency without minor units (ISO 4217) is priced in whole units. Each line
// is rounded to the unit where it is computed and the subtotals are sums of the shown lines, so they add up.

const fxTime = Date.UTC(2026, 10, 20, 17);
const fx = createFxTable({
  id: 'fx-zero-decimal',
  publishedAt: fxTime,
  source: 'test',
  publisher: 'test',
  isDemo: true,
  rates: [
    { currencyCode: 'JPY', unitsPerUsd: 155.37, timestamp: fxTime },
    { currencyCode: 'KRW', unitsPerUsd: 1_391.8, timestamp: fxTime },
    { currencyCode: 'VND', unitsPerUsd: 26_312.5, timestamp: fxTime },
    { currencyCode: 'XOF', unitsPerUsd: 566.1, timestamp: fxTime },
    { currencyCode: 'XAF', unitsPerUsd: 566.1, timestamp: fxTime },
    { currencyCode: 'CLP', unitsPerUsd: 936.4, timestamp: fxTime },
    { currencyCode: 'EUR', unitsPerUsd: 0.863, timestamp: fxTime },
  ],
});
const ref = { source: 'test', period: null, timestamp: null };
const flat = (currencyCode: string, price: number, halfRange = 0): AmountInput => ({
  ...ref,
  currencyCode,
  price,
  lowPrice: price - halfRange,
  highPrice: price + halfRange,
});

/**
 * docs/pricing.md 'Zero-decimal currencies': London #5 at $452.30/t, premium $20, a box $1,500 for 25 t, 0.2 % cover,
 * 10 % duty, ¥1,250/t charges and $5 land freight, in yen at ¥155.37 per $, 1,000.5 t.
 */
const workedExample = (currencyCode = 'JPY'): PricingInput => ({
  contractId: 'London5',
  currencyCode,
  tons: 1_000.5,
  contract: { ...flat('USD', 452.3, 5), unit: 'perTonne' },
  premium: flat('USD', 20),
  seaFreight: { ...flat('USD', 1_500), tonnesPerContainer: 25 },
  insurance: { ...ref, rate: 0.002 },
  duty: { ...ref, adValoremRate: 0.1, specificPerTonne: 0, currencyCode: 'USD' },
  loading: flat('JPY', 1_250),
  landFreight: flat('USD', 5),
  adjustments: {},
});

const shownLines = (priced: PricedCalculator) => priced.blocks.filter((block) => block.includedInSum);
const subtotal = (priced: PricedCalculator, name: string) =>
  priced.subtotals.find((candidate) => candidate.name === name)?.price ?? Number.NaN;

describe('zero-decimal currencies', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['XOF', 0],
    ['XAF', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['jpy', 0],
    ['USD', 2],
    ['EUR', 2],
    ['IDR', 2],
    ['KWD', 2],
  ])('%s is priced with %i decimals', (code, decimals) => {
    expect(moneyDecimalsOf(code)).toBe(decimals);
  });

  it('names exactly the currencies currencies.json (ISO 4217) gives no minor units', () => {
    const iso = currenciesJson.currencies.filter((row) => row.minorUnits === 0).map((row) => row.code);
    expect([...zeroDecimalCurrencyCodes].sort()).toEqual(iso.sort());
  });

  it('prices the worked example of docs/pricing.md in whole yen that add up', () => {
    const priced = priceCalculator(workedExample(), fx);
    // 452.30 × 155.37 = 70,273.85 → ¥70,274; 20 × 155.37 = 3,107.4 → ¥3,107; FOB ¥73,381.
    expect(priced.blocks.find((block) => block.type === 'Contract')?.price).toBe(70_274);
    expect(priced.blocks.find((block) => block.type === 'Premium')?.price).toBe(3_107);
    expect(subtotal(priced, 'FOB')).toBe(73_381);
    // 1,500 / 25 × 155.37 = 9,322.2 → ¥9,322; CFR ¥82,703; insurance 82,703 × (1/(1 − 0.0022) − 1) = 182.35 → ¥182.
    expect(priced.blocks.find((block) => block.type === 'SeaFreight')?.price).toBe(9_322);
    expect(subtotal(priced, 'CFR')).toBe(82_703);
    expect(priced.blocks.find((block) => block.type === 'Insurance')?.price).toBe(182);
    expect(subtotal(priced, 'CIF')).toBe(82_885);
    // Duty 10 % × 82,885 = 8,288.5 → ¥8,289 (half away from zero); charges ¥1,250; land 5 × 155.37 = 776.85 → ¥777.
    expect(priced.blocks.find((block) => block.type === 'Duty')?.price).toBe(8_289);
    expect(priced.blocks.find((block) => block.type === 'Loading')?.price).toBe(1_250);
    expect(priced.blocks.find((block) => block.type === 'LandFreight')?.price).toBe(777);
    expect(priced.price).toBe(93_201);
    // The total is the shown DDP × 1,000.5 t = 93,247,600.5 → ¥93,247,601.
    expect(priced.total).toBe(93_247_601);
    expect(priced.seaFreightCost).toBe(233_055);
  });

  it('keeps cents in a currency that has them (the same cargo in euros)', () => {
    const priced = priceCalculator(workedExample('EUR'), fx);
    expect(priced.price).not.toBe(Math.round(priced.price));
  });

  it('splits destination charges into whole units that add up to the total', () => {
    const lines = splitDestinationCharges(1_250, 0);
    expect(lines.every((line) => Number.isInteger(line.amount))).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(1_250);
  });

  it('every shown line in a zero-decimal currency is whole and the lines add up to the DDP and the total', () => {
    const currency = fc.constantFrom('JPY', 'KRW', 'VND', 'XOF', 'XAF', 'CLP');
    const usd = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
    const adjustment = fc.oneof(
      fc.constant({ active: true, customCost: null }),
      fc.constant({ active: false, customCost: null }),
      fc.integer({ min: 0, max: 5_000_000 }).map((units) => ({ active: true, customCost: units / 7 })),
    );
    fc.assert(
      fc.property(
        currency,
        fc.record({ contract: usd(900), premium: usd(60), box: usd(4_000), land: usd(40), charges: usd(30) }),
        fc.integer({ min: 0, max: 50 }).map((basisPoints) => basisPoints / 10_000),
        fc.integer({ min: 0, max: 60 }).map((percent) => percent / 100),
        fc.record({ Premium: adjustment, SeaFreight: adjustment, Duty: adjustment, Loading: adjustment }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (code, amounts, insuranceRate, dutyRate, adjustments, grams) => {
          const tons = grams / 1000;
          const priced = priceCalculator(
            {
              ...workedExample(code),
              tons,
              contract: { ...flat('USD', amounts.contract, 3), unit: 'perTonne' },
              premium: flat('USD', amounts.premium),
              seaFreight: { ...flat('USD', amounts.box), tonnesPerContainer: 25 },
              insurance: { ...ref, rate: insuranceRate },
              duty: { ...ref, adValoremRate: dutyRate, specificPerTonne: 0, currencyCode: 'USD' },
              loading: flat('USD', amounts.charges),
              landFreight: flat('USD', amounts.land),
              adjustments,
            },
            fx,
          );
          for (const block of shownLines(priced))
            for (const figure of [block.price, block.lowPrice, block.highPrice])
              expect(Number.isInteger(figure), `${block.type} ${figure}`).toBe(true);
          for (const entry of priced.subtotals) expect(Number.isInteger(entry.price)).toBe(true);
          const sumOf = (path: 'price' | 'lowPrice' | 'highPrice') =>
            shownLines(priced).reduce((sum, block) => sum + block[path], 0);
          expect(sumOf('price')).toBe(priced.price);
          expect(sumOf('lowPrice')).toBe(priced.lowPrice);
          expect(sumOf('highPrice')).toBe(priced.highPrice);
          expect(Number.isInteger(priced.total)).toBe(true);
          // The shown DDP × the tonnes, half away from zero, worked in whole grams: a float product can land just
          // under a half (1,169,250 pesos × 41,586.126 t = 48,624,577,825.5 comes out as …825.49999).
          expect(priced.total).toBe(Number((BigInt(priced.price) * BigInt(grams) + 500n) / 1000n));
        },
      ),
      { numRuns: 500 },
    );
    // 500 generated calculators: allow for a loaded machine (the check itself takes under 2 s).
  }, 30_000);

  it.each([
    [93_201, 'JPY', '93,201', '#,##0'],
    [93_247_601, 'XOF', '93,247,601', '#,##0'],
    [1_234_567, 'KRW', '1,234,567', '#,##0'],
    [615.5, 'USD', '615.50', '#,##0.00'],
    [615.5, null, '615.50', '#,##0.00'],
  ])(
    'shows %d %s as %s on screens, quotes and PDFs; spreadsheets format it %s',
    (value, code, text, format) => {
      expect(formatMoneyIn(value, code)).toBe(text);
      expect(quoteAmount(value, code)).toBe(text);
      expect(moneyNumberFormatOf(code)).toBe(format);
    },
  );

  it.each([
    ['JPY/t', 'JPY'],
    ['USc/lb', null],
    ['per tonne', null],
  ])('reads the currency of the unit %s', (unit, code) => {
    expect(currencyOfUnit(unit)).toBe(code);
  });
});
