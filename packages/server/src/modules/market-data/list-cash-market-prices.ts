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
  return listCashMarketPricePeriods(market.prices).map((row) => ({
    ...row,
    lastUpdatedString: row.lastUpdated === null ? null : new Date(row.lastUpdated).toISOString(),
    ...provenanceOf(market, 'CashMarketPrice', cashMarketPeriodId, row.id),
  }));
};
