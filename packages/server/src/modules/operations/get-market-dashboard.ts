import { contractDisplayNames, type ContractId } from '@psc/core/market-data/contracts';
import type { MarketDashboardReply, MarketSeries } from '@psc/core/operations/operations.schemas';
import { isSeriesStale, type SeriesCadence } from '@psc/core/operations/series-freshness';
import type { Deps } from '../../deps.ts';
import {
  currentMarketDataVersion,
  currentPriceRows,
  listFreightPublications,
  listFxPublications,
} from '../market-data/market-data-for-desk.ts';
import { listPriceFeeds } from '../price-feeds/manage-price-feeds.ts';

const priceSeries: readonly { contractId: Exclude<ContractId, 'WhitePremium'>; cadence: SeriesCadence }[] = [
  { contractId: 'London5', cadence: 'business day' },
  { contractId: 'NewYork11', cadence: 'business day' },
  { contractId: 'BrazilSRP', cadence: 'business day' },
  { contractId: 'BrazilSPRP', cadence: 'business day' },
  { contractId: 'CashMarketPrice', cadence: 'week' },
];

type Latest =
  | {
      at: Date;
      /** The newest settlement or rate time in it, which decides staleness; the publication time when none. */
      dataAt?: Date;
      source: string;
      publisher: string;
      isDemo: boolean;
      rows: number;
    }
  | undefined;

/** GET /api/ops/market/dashboard: each series' newest figure, its age against its cadence, and the version traders read. */
export const getMarketDashboard = async (
  deps: Pick<
    Deps,
    | 'marketDataRepository'
    | 'clock'
    | 'priceFeedsRepository'
    | 'secretBox'
    | 'referenceData'
    | 'operationsRepository'
    | 'database'
  >,
): Promise<MarketDashboardReply> => {
  const [prices, fx, freight, version, { feeds }] = await Promise.all([
    currentPriceRows(deps),
    listFxPublications(deps, 1),
    listFreightPublications(deps, 1),
    currentMarketDataVersion(deps),
    listPriceFeeds(deps),
  ]);
  const now = deps.clock.now().getTime();
  const seriesOf = (
    kind: MarketSeries['kind'],
    contractId: string | null,
    label: string,
    cadence: SeriesCadence,
    latest: Latest,
  ): MarketSeries => {
    const at = latest?.at.getTime() ?? null;
    return {
      kind,
      contractId,
      label,
      lastPublishedAt: at,
      source: latest?.source ?? null,
      publisher: latest?.publisher ?? null,
      isDemo: latest?.isDemo ?? false,
      rows: latest?.rows ?? 0,
      ageHours: at === null ? null : Math.round(((now - at) / 3_600_000) * 10) / 10,
      cadence,
      stale:
        (latest?.isDemo ?? false) ||
        isSeriesStale(cadence, (latest?.dataAt ?? latest?.at)?.getTime() ?? null, now),
    };
  };
  const series = priceSeries.map(({ contractId, cadence }) => {
    const rows = prices.filter((row) => row.contractId === contractId);
    // The newest publication that the contract's current prices come from: who published last, and when.
    const newest = rows.reduce<(typeof rows)[number] | undefined>(
      (best, row) => (best === undefined || row.publishedAt > best.publishedAt ? row : best),
      undefined,
    );
    return seriesOf(
      'prices',
      contractId,
      contractDisplayNames[contractId],
      cadence,
      newest && {
        at: newest.publishedAt,
        dataAt: new Date(Math.max(...rows.map((row) => row.lastUpdated.getTime()))),
        source: newest.source,
        publisher: newest.publisher,
        isDemo: rows.every((row) => row.isDemo),
        rows: rows.length,
      },
    );
  });
  const [fxPublication] = fx;
  const [freightPublication] = freight;
  series.push(
    seriesOf(
      'fx',
      null,
      'FX rates (units per US$)',
      'business day',
      fxPublication && { ...fxPublication, at: fxPublication.publishedAt },
    ),
    seriesOf(
      'freight',
      null,
      'Bulk freight assessments',
      'week',
      freightPublication && { ...freightPublication, at: freightPublication.publishedAt },
    ),
  );
  return {
    series,
    version,
    demoPrices: series.some((entry) => entry.kind === 'prices' && entry.isDemo),
    feeds: feeds.map((feed) => ({
      id: feed.id,
      name: feed.name,
      kind: feed.kind,
      enabled: feed.enabled,
      lastRunAt: feed.lastRunAt,
      lastOutcome: feed.lastOutcome,
      lastError: feed.lastError,
      unreachableSince: feed.unreachableSince,
      late: feed.late,
      heldPublications: feed.heldPublications,
    })),
  };
};
