import { businessDayOnOrBefore, type HolidayCalendar } from './business-days.ts';
import { addDays, calendarDateOfInstant, compareDates, isoDate, type CalendarDate } from './calendar-date.ts';
import type { ContractId } from './contracts.ts';

/**
 * How often a series is published, and on which calendar. A daily series is due every business day of its calendar
 * (a settlement of day D is published that evening, so by the next day it must be in); weekly and monthly series
 * allow their period plus a grace for the publisher's lag.
 */
export type Cadence =
  | { readonly every: 'businessDay'; readonly calendarId: string }
  | { readonly every: 'week' }
  | { readonly every: 'month' };

/** The ISO 8601 duration each cadence is published by, as the freshness reply names it. */
export const cadenceDuration = (cadence: Cadence): 'P1D' | 'P7D' | 'P1M' =>
  cadence.every === 'businessDay' ? 'P1D' : cadence.every === 'week' ? 'P7D' : 'P1M';

/**
 * The priced series and their cadences. ICE settles #11 on the ICE Futures U.S. calendar and #5 on ICE Futures
 * Europe's; the Brazil Santos assessments follow #11's trading days; the European Commission reports the EU cash
 * market price once a month; the ECB publishes its reference rates on TARGET days; bulk lane assessments are weekly
 * (decision 0107).
 */
export const contractCadences: Readonly<Record<Exclude<ContractId, 'WhitePremium'>, Cadence>> = {
  NewYork11: { every: 'businessDay', calendarId: 'ICE-US' },
  London5: { every: 'businessDay', calendarId: 'ICE-EU' },
  BrazilSRP: { every: 'businessDay', calendarId: 'ICE-US' },
  BrazilSPRP: { every: 'businessDay', calendarId: 'ICE-US' },
  CashMarketPrice: { every: 'month' },
};
export const fxCadence: Cadence = { every: 'businessDay', calendarId: 'ECB-TARGET' };
export const bulkFreightCadence: Cadence = { every: 'week' };

/** Days a weekly or monthly figure may be old before it is late: its period plus the publisher's usual lag. */
const graceDays = { week: 8, month: 62 } as const;

/**
 * The oldest as-of date that is still current on `today`: for a business-day series the last business day before
 * today (today's own figure comes after its close); otherwise today less the period and its grace. A calendar that
 * is not known counts weekends only.
 */
export const oldestCurrentDate = (
  cadence: Cadence,
  today: CalendarDate,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): CalendarDate => {
  if (cadence.every !== 'businessDay') return addDays(today, -graceDays[cadence.every]);
  const calendar = calendars.get(cadence.calendarId) ?? {
    exchangeId: cadence.calendarId,
    holidays: new Set<string>(),
    firstYear: today.year,
    lastYear: today.year,
  };
  return businessDayOnOrBefore(addDays(today, -1), calendar);
};

export type FreshnessInput = {
  /** When the newest figure of the series is as of (epoch ms), or null when nothing is published. */
  readonly asOf: number | null;
  /** Demo figures are never current, whatever their date (decision 0012). */
  readonly demo: boolean;
  readonly cadence: Cadence;
};

export type Freshness = {
  readonly asOf: string | null;
  readonly expectedEvery: ReturnType<typeof cadenceDuration>;
  readonly stale: boolean;
};

/** Whether a series is older than its cadence allows at `now` (epoch ms, UTC calendar days). */
export const freshnessOf = (
  input: FreshnessInput,
  now: number,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): Freshness => {
  const expectedEvery = cadenceDuration(input.cadence);
  if (input.asOf === null) return { asOf: null, expectedEvery, stale: true };
  const asOfDate = calendarDateOfInstant(input.asOf);
  const oldest = oldestCurrentDate(input.cadence, calendarDateOfInstant(now), calendars);
  return {
    asOf: isoDate(asOfDate),
    expectedEvery,
    stale: input.demo || compareDates(asOfDate, oldest) < 0,
  };
};
