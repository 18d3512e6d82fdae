import { parseMonthPeriodId } from '@psc/core/market-data/month-codes';
import type { PriceHistoryReply } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { periodsWithHistory, priceHistory } from '../market-data/market-data-for-desk.ts';

const monthIndex = (periodId: string): number => {
  const month = parseMonthPeriodId(periodId);
  return month === null ? Number.MAX_SAFE_INTEGER : month.year * 12 + month.month;
};

/** GET /api/ops/market/history: one period's published prices over time, for the desk's chart and table. */
export const listPriceHistory = async (
  deps: Pick<Deps, 'marketDataRepository' | 'clock'>,
  query: { contractId: string; periodId?: string | undefined },
): Promise<PriceHistoryReply> => {
  const periods = (await periodsWithHistory(deps, query.contractId)).sort(
    (a, b) => monthIndex(a) - monthIndex(b),
  );
  const now = deps.clock.now();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const periodId =
    query.periodId !== undefined && periods.includes(query.periodId)
      ? query.periodId
      : (periods.find((period) => monthIndex(period) >= thisMonth) ?? periods.at(-1) ?? null);
  const rows = periodId === null ? [] : await priceHistory(deps, query.contractId, periodId, 500);
  return {
    contractId: query.contractId,
    periodId,
    periods,
    points: rows.reverse().map((row) => ({
      at: row.publishedAt.getTime(),
      price: row.price,
      currencyCode: row.currencyCode,
      unit: row.unit,
      publisher: row.publisher,
      source: row.source,
      isDemo: row.isDemo,
    })),
  };
};
