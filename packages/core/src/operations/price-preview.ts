import type { PriceRow } from '../market-data/price-snapshot.schemas.ts';

/** A price as it stands in the current publication, for the preview's comparison. */
export type PublishedPrice = {
  contractId: string;
  periodId: string;
  regionId: string | null;
  price: number;
  currencyCode: string;
};

export type PriceChange = {
  contractId: string;
  periodId: string;
  regionId: string | null;
  currencyCode: string;
  price: number;
  previous: number | null;
  change: number | null;
  /** Rounded to two decimals; null for a new period or a currency change (no like-for-like figure). */
  changePercent: number | null;
  outlier: boolean;
};

export type PricePreview = {
  changes: PriceChange[];
  outliers: number;
  /** Periods trading today for a contract in the file that the file leaves out: they keep their older price. */
  missing: { contractId: string; periodId: string }[];
};

/**
 * How a price of the file reads (issue 48: '18.42 USD' was a New York #11 settlement in cents a pound): #11 in US
 * cents/lb, as the import stores it unless the row says otherwise, everything else per tonne.
 */
export const priceUnitLabel = (contractId: string, currencyCode: string): string =>
  contractId === 'NewYork11' ? 'US ¢/lb' : `${currencyCode}/t`;

/** The default outlier threshold: sugar futures seldom settle more than 5 % from the day before. */
export const defaultOutlierPercent = 5;

const keyOf = (row: { contractId: string; periodId: string; regionId: string | null }): string =>
  `${row.contractId}|${row.periodId}|${row.regionId ?? ''}`;

/**
 * What publishing `rows` would change (issue 15 item 2): the change per period against the current publication,
 * outliers beyond `outlierPercent`, and the periods trading today that the file leaves out. Pure; the caller
 * supplies the current prices and today's periods per contract.
 */
export const previewPricePublication = (
  rows: readonly PriceRow[],
  current: readonly PublishedPrice[],
  tradingPeriods: ReadonlyMap<string, readonly string[]>,
  outlierPercent: number = defaultOutlierPercent,
): PricePreview => {
  const currentByKey = new Map(current.map((row) => [keyOf(row), row]));
  const changes = rows.map((row): PriceChange => {
    const before = currentByKey.get(keyOf(row));
    const comparable = before !== undefined && before.currencyCode === row.currencyCode;
    const change = comparable ? row.price - before.price : null;
    const changePercent =
      comparable && before.price !== 0
        ? Math.round(((row.price - before.price) / before.price) * 10_000) / 100
        : null;
    return {
      contractId: row.contractId,
      periodId: row.periodId,
      regionId: row.regionId ?? null,
      currencyCode: row.currencyCode,
      price: row.price,
      previous: before?.price ?? null,
      change: change === null ? null : Math.round(change * 1_000_000) / 1_000_000,
      changePercent,
      outlier: changePercent !== null && Math.abs(changePercent) > outlierPercent,
    };
  });
  const inFile = new Set(rows.map((row) => `${row.contractId}|${row.periodId}`));
  const contractsInFile = [...new Set(rows.map((row) => row.contractId))];
  const missing = contractsInFile.flatMap((contractId) =>
    (tradingPeriods.get(contractId) ?? [])
      .filter((periodId) => !inFile.has(`${contractId}|${periodId}`))
      .map((periodId) => ({ contractId, periodId })),
  );
  return { changes, outliers: changes.filter((change) => change.outlier).length, missing };
};
