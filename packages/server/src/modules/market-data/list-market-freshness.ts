import { contractDisplayNames } from '@psc/core/market-data/contracts';
import {
  bulkFreightCadence,
  contractCadences,
  freshnessOf,
  fxCadence,
  type Cadence,
} from '@psc/core/market-data/freshness';
import type { SeriesFreshness } from '@psc/core/market-data/freshness.schemas';
import type { Deps } from '../../deps.ts';
import type { MarketDataSnapshot } from './current-market-data.ts';

type Newest = { asOf: number; source: string; publisher: string; demo: boolean };

const calendarOf = (cadence: Cadence): string | null =>
  cadence.every === 'businessDay' ? cadence.calendarId : null;

/**
 * The newest row of each contract that a publisher delivered: once any real figure is published, the demo rows it
 * has not replaced say nothing of the feed's timeliness, so real rows come first, the newest of them.
 */
const newestByContract = (market: MarketDataSnapshot): Map<string, Newest> => {
  const newest = new Map<string, Newest>();
  for (const [key, row] of market.prices.rows) {
    const provenance = market.provenance.get(key);
    const candidate: Newest = {
      asOf: row.lastUpdated,
      source: provenance?.source ?? market.prices.source,
      publisher: provenance?.publisher ?? market.prices.publisher,
      demo: provenance?.isDemo ?? market.prices.isDemo,
    };
    const seen = newest.get(row.contractId);
    const better =
      seen === undefined ||
      (seen.demo && !candidate.demo) ||
      (seen.demo === candidate.demo && candidate.asOf > seen.asOf);
    if (better) newest.set(row.contractId, candidate);
  }
  return newest;
};

const newestLane = (market: MarketDataSnapshot): Newest | null => {
  let newest: Newest | null = null;
  for (const lane of market.freightAssessments.values()) {
    const asOf = Date.parse(`${lane.assessedOn}T00:00:00Z`);
    if (newest === null || asOf > newest.asOf)
      newest = { asOf, source: lane.source, publisher: lane.publisher, demo: lane.isDemo };
  }
  return newest;
};

/**
 * GET /api/v1/market-data/freshness: every priced series (the futures and cash-market contracts, each published FX
 * rate, and bulk lane assessments once any are published) with the date its newest figure is as of and whether it
 * is later than its cadence allows today (decision 0107). White Premium is not listed: it is priced from #5 and #11.
 */
export const listMarketFreshness = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'clock'>,
): Promise<SeriesFreshness[]> => {
  const market = await deps.currentMarketData.get();
  const now = deps.clock.now().getTime();
  const calendars = deps.referenceData.holidaysByExchange;
  const entry = (
    series: string,
    name: string,
    cadence: Cadence,
    newest: Newest | null | undefined,
  ): SeriesFreshness => ({
    series,
    name,
    source: newest?.source ?? null,
    publisher: newest?.publisher ?? null,
    ...freshnessOf({ asOf: newest?.asOf ?? null, demo: newest?.demo ?? false, cadence }, now, calendars),
    calendar: calendarOf(cadence),
    demo: newest?.demo ?? false,
  });

  const contracts = newestByContract(market);
  const series = Object.entries(contractCadences).map(([contractId, cadence]) =>
    entry(
      contractId,
      contractDisplayNames[contractId as keyof typeof contractCadences],
      cadence,
      contracts.get(contractId),
    ),
  );
  const rates = [...market.fxRates].sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
  for (const rate of rates)
    series.push(
      entry(`FX:${rate.currencyCode}`, `${rate.currencyCode} per US dollar`, fxCadence, {
        asOf: rate.rateTimestamp.getTime(),
        source: rate.source,
        publisher: rate.publisher,
        demo: rate.isDemo,
      }),
    );
  const lane = newestLane(market);
  if (lane !== null)
    series.push(entry('BulkFreight', 'Bulk freight lane assessments', bulkFreightCadence, lane));
  return series;
};
