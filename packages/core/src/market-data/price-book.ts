import type { PriceRow, PriceSnapshot } from './price-snapshot.schemas.ts';
import { priceRowKey } from './price-snapshot.schemas.ts';

/** A snapshot indexed for lookups by contract, period and (cash market) region. */
export interface PriceBook {
  readonly snapshotId: string;
  readonly source: string;
  readonly publisher: string;
  readonly isDemo: boolean;
  readonly rows: ReadonlyMap<string, PriceRow>;
}

export const createPriceBook = (snapshot: PriceSnapshot): PriceBook => ({
  snapshotId: snapshot.id,
  source: snapshot.source,
  publisher: snapshot.publisher,
  isDemo: snapshot.isDemo,
  rows: new Map(snapshot.rows.map((row) => [priceRowKey(row.contractId, row.periodId, row.regionId), row])),
});

export const findPrice = (
  book: PriceBook,
  contractId: string,
  periodId: string,
  regionId: string | null = null,
): PriceRow | null => book.rows.get(priceRowKey(contractId, periodId, regionId)) ?? null;
