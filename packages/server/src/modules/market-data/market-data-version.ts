/** Highest publication sequence of each kind: any new publication changes it, whichever process wrote it. */
export type MarketDataVersion = { prices: number; fx: number; freight: number };

/** 'prices:fx:freight': stored with a calculator's priced columns so the repricing job knows what is stale. */
export const marketVersionKey = (version: MarketDataVersion): string =>
  `${version.prices}:${version.fx}:${version.freight}`;
