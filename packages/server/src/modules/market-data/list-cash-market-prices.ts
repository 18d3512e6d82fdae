import { listCashMarketPricePeriods } from '@psc/core/market-data/cash-market-periods';
import { cashMarketPeriodId } from '@psc/core/market-data/europe-cash-market-regions';
import type { CashMarketPriceReply } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import { provenanceOf } from './provenance-fields.ts';

/** GET /contract/periods/CashMarketPrices: one row per Europe region group (the SOL Europe board), sorted by id. */
export const listCashMarketPrices = async (
  deps: Pick<Deps, 'currentMarketData'>,
): Promise<CashMarketPriceReply[]> => {
  const market = await deps.currentMarketData.get();
  return listCashMarketPricePeriods(market.prices).map((row) => {
    // §2.6 shows the board in dollars; the exchange publishes in its own currency (EUR, GBP), kept beside.
    const unitsPerUsd =
      row.currencyCode === 'USD'
        ? 1
        : (market.fxRates.find((rate) => rate.currencyCode === row.currencyCode)?.unitsPerUsd ?? null);
    return {
      ...row,
      lastUpdatedString: row.lastUpdated === null ? null : new Date(row.lastUpdated).toISOString(),
      usdPrice:
        row.price === null || unitsPerUsd === null ? null : Math.round((row.price / unitsPerUsd) * 100) / 100,
      unitsPerUsd,
      ...provenanceOf(market, 'CashMarketPrice', cashMarketPeriodId, row.id),
    };
  });
};
