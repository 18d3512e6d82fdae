import type { AmountInput } from './pricing-input.ts';

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
