import type { AmountInput, FreightMode, SeaFreightInput } from './pricing-input.ts';

// Small builders shared by the resolvers of the engine's input.

/** Marks a source the reference data says was not checked, unless its text says so already. */
export const unverifiedNote = (source: string, verified: boolean): string =>
  verified || /not verified|unverified/i.test(source) ? source : `${source} (not verified)`;

export const epochOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`);
export const flat = (
  perTonne: number,
  currencyCode: string,
  source: string,
  timestamp: number | null,
): AmountInput => ({
  price: perTonne,
  lowPrice: perTonne,
  highPrice: perTonne,
  currencyCode,
  source,
  period: null,
  timestamp,
});

/**
 * A sea or inland freight line, every field present in one order. Built as `{ ...flat(), tonnesPerContainer }` V8 gave
 * each such object a hidden class of its own, and the engine's every read of it went through a megamorphic lookup
 * (docs/benchmarks-log.md 'Pricing engine throughput'); an absent mode or formula stays undefined, as before.
 */
export const freightLine = (
  amount: AmountInput,
  tonnesPerContainer: number,
  mode: FreightMode | undefined,
  formula: string | undefined,
): SeaFreightInput => ({
  price: amount.price,
  lowPrice: amount.lowPrice,
  highPrice: amount.highPrice,
  currencyCode: amount.currencyCode,
  source: amount.source,
  period: amount.period,
  timestamp: amount.timestamp,
  tonnesPerContainer,
  mode,
  formula,
});
