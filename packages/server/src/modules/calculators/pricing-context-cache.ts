import type { PricingContext as CorePricingContext } from '@psc/core/pricing/pricing-context';
import type { MarketDataSnapshot } from '../market-data/current-market-data.ts';

/**
 * Core's pricing context (docs/decisions/0018) plus what only the server keeps: a calculator's reply as JSON
 * bytes, by the stored row it was priced from (valid for this version and day).
 */
export type PricingContext = CorePricingContext & {
  replies: Map<string, Buffer>;
  /** Which rows and rates are demo data, and when each rate is as of: the freshness of a reply (decision 0114). */
  publications: PublicationFacts;
};

export type PublicationFacts = {
  /** By priceRowKey(contract, period, region). */
  priceProvenance: ReadonlyMap<string, { isDemo: boolean }>;
  /** By currency code: the current rate's time (epoch ms) and whether it is demo data. */
  fxRates: ReadonlyMap<string, { asOf: number; demo: boolean }>;
};

/** The publication facts of one market-data snapshot. */
export const publicationFactsOf = (market: MarketDataSnapshot): PublicationFacts => ({
  priceProvenance: market.provenance,
  fxRates: new Map(
    market.fxRates.map((rate) => [
      rate.currencyCode,
      { asOf: rate.rateTimestamp.getTime(), demo: rate.isDemo },
    ]),
  ),
});

/**
 * The contexts of this process, one per market-data snapshot, and the newest: a field of `deps` (issue 13 found it
 * a module-level variable, shared by every app a process builds).
 */
export type PricingContextCache = {
  byMarket: WeakMap<MarketDataSnapshot, PricingContext>;
  latest: PricingContext | null;
};

export const createPricingContextCache = (): PricingContextCache => ({
  byMarket: new WeakMap(),
  latest: null,
});
