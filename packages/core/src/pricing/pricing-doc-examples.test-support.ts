import { createFxTable } from './fx-table.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import type { PricingInput } from './pricing-input.ts';

// The inputs of docs/pricing.md 'Worked examples', shared by the test files that assert them.

export const fxTime = Date.UTC(2026, 10, 20, 16, 0);
export const fx = createFxTable({
  id: 'fx-doc',
  publishedAt: fxTime,
  source: 'docs/pricing.md',
  publisher: 'PSC',
  isDemo: true,
  rates: [
    { currencyCode: 'EUR', unitsPerUsd: 0.92, timestamp: fxTime },
    { currencyCode: 'GBP', unitsPerUsd: 0.79, timestamp: fxTime },
  ],
});
export const ref = { source: 'docs/pricing.md', period: null, timestamp: null };

export const exampleA: PricingInput = {
  contractId: 'NewYork11',
  currencyCode: 'USD',
  tons: 5000,
  contract: {
    ...ref,
    period: 'Mar-27',
    unit: 'centsPerPound',
    currencyCode: 'USD',
    price: 18.5,
    lowPrice: 18.2,
    highPrice: 18.8,
  },
  premium: { ...ref, currencyCode: 'USD', price: 30, lowPrice: 25, highPrice: 35 },
  seaFreight: {
    ...ref,
    currencyCode: 'USD',
    price: 1500,
    lowPrice: 1400,
    highPrice: 1650,
    tonnesPerContainer: 25,
  },
  insurance: { ...ref, rate: 0.002 },
  duty: { ...ref, adValoremRate: 0.05, specificPerTonne: 0, currencyCode: 'USD' },
  loading: { ...ref, currencyCode: 'USD', price: 12, lowPrice: 12, highPrice: 12 },
  landFreight: { ...ref, currencyCode: 'USD', price: 8, lowPrice: 8, highPrice: 8 },
  adjustments: {},
};

export const exampleB: PricingInput = {
  contractId: 'London5',
  currencyCode: 'EUR',
  tons: 1000,
  contract: {
    ...ref,
    period: 'Mar-27',
    unit: 'perTonne',
    currencyCode: 'USD',
    price: 520.4,
    lowPrice: 515,
    highPrice: 526,
  },
  premium: { ...ref, currencyCode: 'USD', price: 15, lowPrice: 10, highPrice: 20 },
  seaFreight: {
    ...ref,
    currencyCode: 'USD',
    price: 1800,
    lowPrice: 1700,
    highPrice: 1950,
    tonnesPerContainer: 25,
  },
  insurance: { ...ref, rate: 0.002 },
  duty: { ...ref, adValoremRate: 0, specificPerTonne: 419, currencyCode: 'EUR' },
  loading: { ...ref, currencyCode: 'EUR', price: 10, lowPrice: 10, highPrice: 10 },
  landFreight: { ...ref, currencyCode: 'EUR', price: 15, lowPrice: 15, highPrice: 15 },
  adjustments: {},
};

export const blockPrices = (result: PricedCalculator) =>
  Object.fromEntries(
    result.blocks.map((block) => [block.type, [block.lowPrice, block.price, block.highPrice]]),
  );
export const subtotalPrices = (result: PricedCalculator) =>
  Object.fromEntries(result.subtotals.map((row) => [row.name, [row.lowPrice, row.price, row.highPrice]]));

export const exampleF: PricingInput = {
  ...exampleA,
  polarisation: { ...ref, rate: 0.042, degrees: 99.2, gradeName: 'Brazil VHP', method: 'normalisation' },
};
