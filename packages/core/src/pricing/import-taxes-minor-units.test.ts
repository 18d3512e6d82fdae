import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFxTable } from './fx-table.ts';
import type { ImportTaxesInput } from './import-taxes.ts';
import { priceCalculator } from './price-calculator.ts';
import type { AmountInput, PricingInput } from './pricing-input.ts';

// Issue 45 (decision 0119 extended by 0133): taxes at import round to the calculator currency's minor unit like every
// other line. A yen, won or CFA-franc tax is whole; before this the tax lines kept cents in every currency.

const fxTime = Date.UTC(2026, 10, 20, 17);
const fx = createFxTable({
  id: 'fx-import-tax-units',
  publishedAt: fxTime,
  source: 'test',
  publisher: 'test',
  isDemo: true,
  rates: [
    { currencyCode: 'JPY', unitsPerUsd: 155.37, timestamp: fxTime },
    { currencyCode: 'XOF', unitsPerUsd: 566.1, timestamp: fxTime },
    { currencyCode: 'KRW', unitsPerUsd: 1_391.8, timestamp: fxTime },
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
const vat = (rate: number, base: 'cif' | 'cifPlusDuty' = 'cifPlusDuty'): ImportTaxesInput => ({
  taxes: [{ id: 'VAT', name: 'VAT', rate, base, recoverable: true, source: 'test', timestamp: fxTime }],
  carryDays: 30,
});

/** The zero-decimal worked example of docs/pricing.md (London #5 into yen, 1,000.5 t) with a 10 % VAT on CIF + duty. */
const inYen = (currencyCode = 'JPY', taxes: ImportTaxesInput = vat(0.1)): PricingInput => ({
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
  importTaxes: taxes,
  adjustments: {},
});

describe('taxes at import in a zero-decimal currency', () => {
  it('prices the yen VAT of docs/pricing.md in whole yen, per tonne and for the cargo', () => {
    const priced = priceCalculator(inYen(), fx);
    const part = priced.importTaxes;
    // CIF ¥82,885 + duty ¥8,289 = ¥91,174; 10 % = 9,117.4 → ¥9,117 (not ¥9,117.40).
    expect(part?.lines[0]?.basePrice).toBe(91_174);
    expect(part?.lines[0]?.price).toBe(9_117);
    expect(part?.price).toBe(9_117);
    // The cargo's cash: ¥9,117 × 1,000.5 t = 9,121,558.5 → ¥9,121,559.
    expect(part?.lines[0]?.total).toBe(9_121_559);
    expect(part?.total).toBe(9_121_559);
    // The DDP is unchanged by the tax (it stays outside it).
    expect(priced.price).toBe(93_201);
  });

  it('keeps cents for a currency that has them', () => {
    const priced = priceCalculator(inYen('EUR'), fx);
    const price = priced.importTaxes?.price ?? Number.NaN;
    expect(Math.round(price * 100) / 100).toBe(price);
    expect(price).not.toBe(Math.round(price));
  });

  it('every tax figure is whole in a zero-decimal currency and the lines add up to the part', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('JPY', 'XOF', 'KRW'),
        fc.integer({ min: 0, max: 3_000 }).map((permille) => permille / 10_000),
        fc.integer({ min: 0, max: 2_000 }).map((permille) => permille / 10_000),
        fc.constantFrom<'cif' | 'cifPlusDuty'>('cif', 'cifPlusDuty'),
        fc.integer({ min: 1, max: 50_000_000 }).map((grams) => grams / 1000),
        (code, first, second, base, tons) => {
          const taxes: ImportTaxesInput = {
            taxes: [
              { id: 'A', name: 'A', rate: first, base, recoverable: true, source: 't', timestamp: fxTime },
              {
                id: 'B',
                name: 'B',
                rate: second,
                base: 'cif',
                recoverable: false,
                source: 't',
                timestamp: fxTime,
              },
            ],
            carryDays: 45,
          };
          const part = priceCalculator({ ...inYen(code, taxes), tons }, fx).importTaxes;
          if (part === null) throw new Error('taxes expected');
          for (const line of part.lines)
            for (const figure of [line.price, line.lowPrice, line.highPrice, line.basePrice, line.total])
              expect(Number.isInteger(figure), `${line.id} ${figure}`).toBe(true);
          expect(part.lines.reduce((sum, line) => sum + line.price, 0)).toBe(part.price);
          expect(Number.isInteger(part.total)).toBe(true);
          // The engine totals in integers, half away from zero (docs/pricing.md, Total); so does this oracle, in
          // grams: a float product such as 188,296 × 21,727.1 falls a hair under its .5 and Math.round goes down.
          const grams = Math.round(tons * 1000);
          expect(part.total).toBe(Math.floor((part.price * grams + 500) / 1000));
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
