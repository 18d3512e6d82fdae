/**
 * Highest publication sequence of each kind, and of the rule-table versions (docs/decisions/0050): any new
 * publication or saved table changes it, whichever process wrote it.
 */
export type MarketDataVersion = { prices: number; fx: number; freight: number; rules: number };

/** 'prices:fx:freight:rules': stored with a calculator's priced columns so the repricing job knows what is stale. */
export const marketVersionKey = (version: MarketDataVersion): string =>
  `${version.prices}:${version.fx}:${version.freight}:${version.rules}`;
