import { addDays, dayOfWeek, daysInMonth, isoDate } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';

/** An exchange's closed days as ISO dates ('2026-04-03'); weekends are always closed. */
export interface HolidayCalendar {
  readonly exchangeId: string;
  readonly holidays: ReadonlySet<string>;
  /** Years the holiday list covers; outside them only weekends are known. */
  readonly firstYear: number;
  readonly lastYear: number;
}

export const isBusinessDay = (date: CalendarDate, calendar: HolidayCalendar): boolean => {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(isoDate(date));
};

/** The date itself if it is a business day, otherwise the closest business day before it. */
export const businessDayOnOrBefore = (date: CalendarDate, calendar: HolidayCalendar): CalendarDate => {
  let candidate = date;
  while (!isBusinessDay(candidate, calendar)) candidate = addDays(candidate, -1);
  return candidate;
};

export const lastBusinessDayOfMonth = (
  year: number,
  month: number,
  calendar: HolidayCalendar,
): CalendarDate => businessDayOnOrBefore({ year, month, day: daysInMonth(year, month) }, calendar);
