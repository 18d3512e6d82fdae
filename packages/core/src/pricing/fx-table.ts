import type { FxSnapshot } from '../market-data/fx-snapshot.schemas.ts';

/**
 * FX rates are published as units per US dollar and every contract but the Europe cash market is quoted in USD, so
 * USD needs no rate: it is the base every other currency is crossed through (fxRate).
 */
export const fxBaseCurrency = 'USD';

export interface FxQuote {
  readonly unitsPerUsd: number;
  readonly timestamp: number;
}

/** FX rates ready for the hot path: a Map lookup, no parsing. USD is always present at 1. */
export interface FxTable {
  readonly snapshotId: string;
  readonly source: string;
  readonly quotes: ReadonlyMap<string, FxQuote>;
}

export const createFxTable = (snapshot: FxSnapshot): FxTable => {
  const quotes = new Map<string, FxQuote>([
    [fxBaseCurrency, { unitsPerUsd: 1, timestamp: snapshot.publishedAt }],
  ]);
  for (const rate of snapshot.rates)
    quotes.set(rate.currencyCode, { unitsPerUsd: rate.unitsPerUsd, timestamp: rate.timestamp });
  return { snapshotId: snapshot.id, source: snapshot.source, quotes };
};
