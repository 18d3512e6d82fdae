import { addMonths, compareDates, daysInMonth } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';
import {
  futuresMonthCode,
  longMonthName,
  parseMonthPeriodId,
  periodIdOf,
  shortMonthYear,
} from './month-codes.ts';
import type { Period } from './period.schemas.ts';
import type { PriceBook } from './price-book.ts';
import { findPrice } from './price-book.ts';
import type { BrazilCalendar, FuturesCalendar } from './reference-data.schemas.ts';

export interface BrazilPeriodContext {
  readonly calendar: BrazilCalendar;
  /** The futures calendar of the basis contract (New York #11 for 150ic, London #5 for 45ic). */
  readonly basis: FuturesCalendar;
  readonly today: CalendarDate;
  readonly prices: PriceBook | null;
}

/**
 * The basis of a shipment month is the first delivery month of the basis contract after it: shipments in
 * December–February price on March, March–April on May, and so on. PSC convention, see docs/data-sources.md.
 */
export const brazilBasisMonth = (
  basis: FuturesCalendar,
  shipmentYear: number,
  shipmentMonth: number,
): { year: number; month: number } => {
  for (let offset = 1; offset <= 12; offset += 1) {
    const candidate = addMonths(shipmentYear, shipmentMonth, offset);
    if (basis.deliveryMonths.includes(candidate.month)) return candidate;
  }
  throw new RangeError(`${basis.contractId} has no delivery month`);
};

/** One shipment month. It is shown until its roll day (the 12th) and concluded after it (calculators.md §9). */
export const brazilPeriod = (
  context: BrazilPeriodContext,
  shipmentYear: number,
  shipmentMonth: number,
): Period => {
  const { calendar, basis, today, prices } = context;
  const name = shortMonthYear(shipmentYear, shipmentMonth);
  const id = periodIdOf(name);
  const basisMonth = brazilBasisMonth(basis, shipmentYear, shipmentMonth);
  const rollDate = { year: shipmentYear, month: shipmentMonth, day: calendar.rollDay };
  const row = prices === null ? null : findPrice(prices, calendar.contractId, id);
  return {
    id,
    contractId: calendar.contractId,
    name,
    displayName: `${longMonthName(shipmentMonth)} ${shipmentYear}`,
    displayOrder: shipmentYear * 100 + shipmentMonth,
    contractCode: futuresMonthCode(basisMonth.month),
    contractYear: basisMonth.year,
    concluded: compareDates(today, rollDate) > 0,
    currencyCode: row?.currencyCode ?? 'USD',
    price: row?.price ?? null,
    lowPrice: row?.lowPrice ?? null,
    highPrice: row?.highPrice ?? null,
    lastUpdated: row?.lastUpdated ?? null,
    premiumCost: row?.premiumCost ?? null,
    lastTradingDay: rollDate,
    basisContractId: calendar.basisContractId,
    basisPeriodId: periodIdOf(shortMonthYear(basisMonth.year, basisMonth.month)),
    period: {
      name,
      startDate: { year: shipmentYear, month: shipmentMonth, day: 1 },
      endDate: { year: shipmentYear, month: shipmentMonth, day: daysInMonth(shipmentYear, shipmentMonth) },
      lowPrice: row?.lowPrice ?? null,
      highPrice: row?.highPrice ?? null,
    },
  };
};

export const brazilPeriodById = (context: BrazilPeriodContext, periodId: string): Period | null => {
  const parsed = parseMonthPeriodId(periodId);
  return parsed === null ? null : brazilPeriod(context, parsed.year, parsed.month);
};

/** The first listed month is this month up to the roll day, next month after it. */
export const listBrazilPeriods = (context: BrazilPeriodContext): Period[] => {
  const { today, calendar } = context;
  const first =
    today.day > calendar.rollDay
      ? addMonths(today.year, today.month, 1)
      : { year: today.year, month: today.month };
  return Array.from({ length: calendar.listedPeriods }, (_, index) => {
    const { year, month } = addMonths(first.year, first.month, index);
    return brazilPeriod(context, year, month);
  });
};
