import { epochOf, unverifiedNote } from './source-notes.ts';
import type { AmountInput, FreightMode, SeaFreightInput } from './pricing-input.ts';

// Where they are used alongside the helpers below; kept in a file without imports so that the taxes need no input type.
export { epochOf, unverifiedNote };

// Small builders shared by the resolvers of the engine's input.

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
