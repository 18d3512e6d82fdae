import { priceRowKey } from '@psc/core/market-data/price-snapshot.schemas';
import type { MarketDataSnapshot } from './current-market-data.ts';

export type ProvenanceFields = { demo: boolean; publisher: string | null; source: string | null };

const unpublished: ProvenanceFields = { demo: false, publisher: null, source: null };

/** The reply fields saying who published a shown price and whether it is demo data. */
export const provenanceOf = (
  market: MarketDataSnapshot,
  contractId: string,
  periodId: string,
  regionId: string | null = null,
): ProvenanceFields => {
  const found = market.provenance.get(priceRowKey(contractId, periodId, regionId));
  return found === undefined
    ? unpublished
    : { demo: found.isDemo, publisher: found.publisher, source: found.source };
};

/** Several legs (white premium): demo if any leg is, named after the first published leg. */
export const combinedProvenance = (legs: readonly ProvenanceFields[]): ProvenanceFields => {
  const published = legs.find((leg) => leg.publisher !== null);
  return {
    demo: legs.some((leg) => leg.demo),
    publisher: published?.publisher ?? null,
    source: published?.source ?? null,
  };
};
