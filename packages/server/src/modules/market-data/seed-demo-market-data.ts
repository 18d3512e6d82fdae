import { boardContractIds } from '@psc/core/market-data/contracts';
import { listCashMarketPricePeriods } from '@psc/core/market-data/cash-market-periods';
import { buildDemoFxSnapshot, buildDemoPriceSnapshot } from '@psc/core/market-data/demo-market-data';
import type { Deps } from '../../deps.ts';
import { todayOf } from './market-calendar.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';

/**
 * Demo prices and FX, flagged isDemo, for the periods listed today. Published on first start, and again on a later
 * start when periods have rolled past the demo data, so the demo never shows an expired or empty board. Never once
 * real data has been published. Returns what was published.
 */
export const seedDemoMarketData = async (
  deps: Pick<
    Deps,
    'marketDataRepository' | 'currentMarketData' | 'referenceData' | 'clock' | 'config' | 'database'
  >,
): Promise<{ prices: boolean; fx: boolean }> => {
  if (await deps.marketDataRepository.hasRealPublications()) return { prices: false, fx: false };
  const reference = deps.referenceData;
  const today = todayOf(deps.clock);
  const market = await deps.currentMarketData.get();
  const pricesMissing =
    boardContractIds.some((contractId) =>
      periodsOfContract(reference, contractId, today, market.prices).some(
        (period) => !period.concluded && period.price === null,
      ),
    ) || listCashMarketPricePeriods(market.prices).some((row) => row.price === null);
  const fxMissing = (await deps.marketDataRepository.countFxPublications()) === 0;
  const now = deps.clock.now();

  await deps.database.db.transaction(async (tx) => {
    if (pricesMissing) {
      const snapshot = buildDemoPriceSnapshot(reference.demoPrices, {
        today,
        publishedAt: now.getTime(),
        calendars: reference.calendars,
        holidaysByExchange: reference.holidaysByExchange,
        centsPerPoundFactor: deps.config.centsPerPoundFactor,
      });
      await deps.marketDataRepository.insertPricePublication(
        { publishedAt: now, source: snapshot.source, publisher: snapshot.publisher, isDemo: true },
        snapshot.rows.map((row) => ({
          ...row,
          regionId: row.regionId ?? '',
          lastUpdated: new Date(row.lastUpdated),
        })),
        tx,
      );
    }
    if (fxMissing) {
      const snapshot = buildDemoFxSnapshot(reference.demoFx, now.getTime());
      await deps.marketDataRepository.insertFxPublication(
        { publishedAt: now, source: snapshot.source, publisher: snapshot.publisher, isDemo: true },
        snapshot.rates.map((rate) => ({
          currencyCode: rate.currencyCode,
          unitsPerUsd: rate.unitsPerUsd,
          rateTimestamp: new Date(rate.timestamp),
        })),
        tx,
      );
    }
  });
  return { prices: pricesMissing, fx: fxMissing };
};
