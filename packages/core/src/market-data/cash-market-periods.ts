import type { CalendarDate } from './calendar-date.ts';
import { daysInMonth } from './calendar-date.ts';
import { cashMarketPeriodId, europeCashMarketRegions } from './europe-cash-market-regions.ts';
import { shortMonthYear } from './month-codes.ts';
import type { CashMarketPricePeriod, Period } from './period.schemas.ts';
import type { PriceBook } from './price-book.ts';
import { findPrice } from './price-book.ts';

/** Rows of the SOL Europe board and GET /contract/periods/CashMarketPrices, sorted by id. */
export const listCashMarketPricePeriods = (prices: PriceBook | null): CashMarketPricePeriod[] =>
  europeCashMarketRegions
    .map((region) => {
      const row =
        prices === null ? null : findPrice(prices, 'CashMarketPrice', cashMarketPeriodId, region.id);
      return {
        id: region.id,
        name: region.name,
        price: row?.price ?? null,
        lowPrice: row?.lowPrice ?? null,
        highPrice: row?.highPrice ?? null,
        currencyCode: row?.currencyCode ?? 'EUR',
        lastUpdated: row?.lastUpdated ?? null,
        allowedCountries: [...region.countryNames],
        allowedCountryIds: [...region.countryIds],
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));

/**
 * The single period of the cash-market basis, 'CMPFY', shown as 'CMP (Nov 26)'. It never concludes. With a region,
 * it carries that region's published price.
 */
export const cashMarketContractPeriod = (
  today: CalendarDate,
  prices: PriceBook | null,
  regionId: string | null,
): Period => {
  const row =
    prices === null || regionId === null
      ? null
      : findPrice(prices, 'CashMarketPrice', cashMarketPeriodId, regionId);
  const month = shortMonthYear(today.year, today.month);
  return {
    id: cashMarketPeriodId,
    contractId: 'CashMarketPrice',
    name: 'CMP',
    displayName: `CMP (${month})`,
    displayOrder: 0,
    contractCode: 'CMP',
    contractYear: today.year,
    concluded: false,
    currencyCode: row?.currencyCode ?? 'EUR',
    price: row?.price ?? null,
    lowPrice: row?.lowPrice ?? null,
    highPrice: row?.highPrice ?? null,
    lastUpdated: row?.lastUpdated ?? null,
    premiumCost: null,
    lastTradingDay: { year: today.year, month: today.month, day: daysInMonth(today.year, today.month) },
    basisContractId: null,
    basisPeriodId: null,
    period: {
      name: 'CMP',
      startDate: { year: today.year, month: today.month, day: 1 },
      endDate: { year: today.year, month: today.month, day: daysInMonth(today.year, today.month) },
      lowPrice: row?.lowPrice ?? null,
      highPrice: row?.highPrice ?? null,
    },
  };
};
