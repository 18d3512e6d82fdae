import type { HolidayCalendar } from './business-days.ts';
import { addMonths, compareDates, daysInMonth } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';
import { contracts } from './contracts.ts';
import { lastTradingDay } from './last-trading-day.ts';
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
import type { FuturesCalendar } from './reference-data.schemas.ts';

export interface FuturesPeriodContext {
  readonly calendar: FuturesCalendar;
  readonly holidays: HolidayCalendar;
  readonly today: CalendarDate;
  /** null lists the periods without prices. */
  readonly prices: PriceBook | null;
}

/** A period is concluded once today is past its last trading day; on the day itself it still trades. */
export const isConcluded = (lastTrading: CalendarDate, today: CalendarDate): boolean =>
  compareDates(today, lastTrading) > 0;

/** The period for one delivery month, whether listed today or long expired (a calculator may still hold it). */
export const futuresPeriod = (
  context: FuturesPeriodContext,
  deliveryYear: number,
  deliveryMonth: number,
): Period => {
  const { calendar, holidays, today, prices } = context;
  const name = shortMonthYear(deliveryYear, deliveryMonth);
  const id = periodIdOf(name);
  const lastTrading = lastTradingDay(calendar.lastTradingRule, deliveryYear, deliveryMonth, holidays);
  const row = prices === null ? null : findPrice(prices, calendar.contractId, id);
  return {
    id,
    contractId: calendar.contractId,
    name,
    displayName: `${longMonthName(deliveryMonth)} ${deliveryYear}`,
    displayOrder: deliveryYear * 100 + deliveryMonth,
    contractCode: futuresMonthCode(deliveryMonth),
    contractYear: deliveryYear,
    concluded: isConcluded(lastTrading, today),
    currencyCode: row?.currencyCode ?? contracts[calendar.contractId].currencyCode,
    price: row?.price ?? null,
    lowPrice: row?.lowPrice ?? null,
    highPrice: row?.highPrice ?? null,
    lastUpdated: row?.lastUpdated ?? null,
    premiumCost: row?.premiumCost ?? null,
    lastTradingDay: lastTrading,
    basisContractId: null,
    basisPeriodId: null,
    period: {
      name,
      startDate: { year: deliveryYear, month: deliveryMonth, day: 1 },
      endDate: { year: deliveryYear, month: deliveryMonth, day: daysInMonth(deliveryYear, deliveryMonth) },
      lowPrice: row?.lowPrice ?? null,
      highPrice: row?.highPrice ?? null,
    },
  };
};

/** Resolves a stored period id such as 'Mar-27'; null when it is not a delivery month of this contract. */
export const futuresPeriodById = (context: FuturesPeriodContext, periodId: string): Period | null => {
  const parsed = parseMonthPeriodId(periodId);
  if (parsed === null || !context.calendar.deliveryMonths.includes(parsed.month)) return null;
  return futuresPeriod(context, parsed.year, parsed.month);
};

/**
 * The listed periods: the next `calendar.listedPeriods` delivery months still trading today, preceded by the
 * `concludedToKeep` most recent expired ones (so a calculator holding one can still show it, labelled ' exp').
 */
export const listFuturesPeriods = (context: FuturesPeriodContext, concludedToKeep = 0): Period[] => {
  const { calendar, today } = context;
  const months = [...calendar.deliveryMonths].sort((a, b) => a - b);
  const live: Period[] = [];
  const expired: Period[] = [];
  // Start a year back so expired periods can be kept; 40 listed months span at most ~14 years.
  for (
    let offset = -12 * Math.max(1, Math.ceil(concludedToKeep / months.length) + 1);
    live.length < calendar.listedPeriods;
    offset += 1
  ) {
    const { year, month } = addMonths(today.year, today.month, offset);
    if (!months.includes(month)) continue;
    const period = futuresPeriod(context, year, month);
    if (period.concluded) expired.push(period);
    else live.push(period);
  }
  return [...(concludedToKeep > 0 ? expired.slice(-concludedToKeep) : []), ...live];
};
