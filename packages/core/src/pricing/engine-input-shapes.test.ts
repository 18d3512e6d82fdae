import { describe, expect, it } from 'vitest';
import { engineInputOf, price } from './price-stored-calculator.ts';
import type { PricingInput } from './pricing-input.ts';
import type { StoredCalculator } from './stored-calculator.ts';
import { cashMarket, contextOf, stored, userDestination } from './stored-calculator.test-support.ts';

/*
 * The engine reads every line of its input on each call. Objects of one kind built the same way share one hidden class
 * in V8 and those reads stay monomorphic; objects built as `{ ...row, more }` get a hidden class each, and the engine
 * ran at half speed on them (docs/benchmarks-log.md 'Pricing engine throughput'). This asks V8 itself: the core project
 * runs with --allow-natives-syntax (vitest.config.ts).
 */
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

const hiddenClassCount = (objects: readonly object[]): number => {
  const representatives: object[] = [];
  for (const candidate of objects)
    if (!representatives.some((seen) => sameHiddenClass(seen, candidate))) representatives.push(candidate);
  return representatives.length;
};

const variations: Partial<StoredCalculator>[] = [
  {},
  { currencyCode: 'EUR', tons: 12_500.5 },
  { seaFreightContainerCost: 1_850, currencyCode: 'GBP' },
  { customForex: true, customForexCost: 0.9, currencyCode: 'EUR' },
  { customQuota: true, customQuotaCost: 98, customQuotaCurrencyCode: 'EUR' },
  { activePremium: false, customDuty: true, customDutyCost: 40 },
  { originCountryId: '250', originPortId: 'FRLEH', currencyCode: 'EUR' },
  { contractId: 'NewYork11', globalDestinationId: 'IDTPP', currencyCode: 'IDR' },
  { contractId: 'NewYork11', globalDestinationId: 'IDTPP', freightMode: 'container' },
  { contractId: 'NewYork11', globalDestinationId: 'IDTPP', originCountryId: '764', originPortId: 'THLCH' },
  { contractId: 'NewYork11', globalDestinationId: 'IDTPP', polarisation: 98.5 },
  { originPortId: null },
  userDestination(),
  userDestination({ destinationPremiumCost: 4.6, destinationCurrencyCode: 'EUR' }),
  { ...cashMarket },
  { ...cashMarket, currencyCode: 'USD', tons: 300 },
];

const linesOf = (input: PricingInput) => [
  input.contract,
  input.premium,
  input.seaFreight,
  input.loading,
  input.landFreight,
];

describe('the engine input built for stored calculators', () => {
  const context = contextOf();
  const inputs: PricingInput[] = [];
  for (const changes of variations) {
    const row = stored(changes);
    const priced = price(context, row);
    if (priced.resolution.result.ok) inputs.push(engineInputOf(row, priced.resolution.result.input));
  }
  // Reading each line lets V8 move an object made before a field widened (an integer, then a fraction) to the
  // widened class, as the engine's own reads do on their first call.
  const readEveryLine = (): number =>
    inputs.reduce(
      (sum, input) =>
        linesOf(input).reduce((lineSum, line) => lineSum + line.price + line.lowPrice + line.highPrice, sum),
      0,
    );
  readEveryLine();

  it('prices every variation (the list exercises what it names)', () => {
    expect(inputs).toHaveLength(variations.length);
    expect(Number.isFinite(readEveryLine())).toBe(true);
  });

  it.each([
    ['the input itself', (input: PricingInput): object => input],
    ['contract', (input: PricingInput): object => input.contract],
    ['premium', (input: PricingInput): object => input.premium],
    [
      'sea freight (box, bulk, truck, the card’s own box cost)',
      (input: PricingInput): object => input.seaFreight,
    ],
    ['insurance', (input: PricingInput): object => input.insurance],
    ['duty (with and without a rule)', (input: PricingInput): object => input.duty],
    ['destination charges', (input: PricingInput): object => input.loading],
    ['land freight', (input: PricingInput): object => input.landFreight],
  ])('%s: one hidden class across every variation', (_name, lineOf) => {
    expect(hiddenClassCount(inputs.map(lineOf))).toBe(1);
  });
});
