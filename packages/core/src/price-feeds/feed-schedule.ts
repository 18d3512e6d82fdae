import { isBusinessDay, type HolidayCalendar } from '../market-data/business-days.ts';
import { addDays, calendarDate, type CalendarDate } from '../market-data/calendar-date.ts';
import type { PriceFeedKind, PriceFeedSchedule } from './price-feeds.schemas.ts';

const minuteMs = 60_000;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** A time zone's offset from UTC at an instant, in ms (Intl's tz database: no I/O, no clock). */
const offsetAt = (timeZone: string, instant: number): number => {
  let formatter = offsetFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/** Whether Intl knows the zone ('Europe/London' yes, 'Mars/Olympus' no). */
export const isKnownTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The instant a wall-clock time of a local date happens in a zone: the offset at a first guess, corrected once by
 * the offset at the result (so a date across a clock change is right). A time the spring change skips lands an hour
 * off either way; schedules name times of day the exchanges' zones never skip.
 */
export const zonedInstant = (date: CalendarDate, time: string, timeZone: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
};

/** The local calendar date of an instant in a zone. */
export const zonedDate = (instant: number, timeZone: string): CalendarDate => {
  const local = new Date(instant + offsetAt(timeZone, instant));
  return calendarDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
};

const weekdays: HolidayCalendar = {
  exchangeId: 'weekdays',
  holidays: new Set(),
  firstYear: 0,
  lastYear: 9999,
};

const calendarOf = (
  schedule: Pick<PriceFeedSchedule, 'calendar'>,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): HolidayCalendar =>
  schedule.calendar === 'weekdays' ? weekdays : (calendars.get(schedule.calendar) ?? weekdays);

/** The scheduled instants of one local date: none on a closed day of the feed's calendar. */
const slotsOn = (
  date: CalendarDate,
  schedule: Pick<PriceFeedSchedule, 'calendar' | 'timeZone' | 'times'>,
  calendar: HolidayCalendar,
): number[] =>
  isBusinessDay(date, calendar)
    ? [...new Set(schedule.times)]
        .map((time) => zonedInstant(date, time, schedule.timeZone))
        .sort((a, b) => a - b)
    : [];

/** Days searched either way: longer than any run of closed days (Christmas to New Year, Easter). */
const searchDays = 15;

/** The first scheduled instant strictly after `instant` (epoch ms), or null when none falls in the next 15 days. */
export const nextSlotAfter = (
  schedule: Pick<PriceFeedSchedule, 'calendar' | 'timeZone' | 'times'>,
  instant: number,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): number | null => {
  const calendar = calendarOf(schedule, calendars);
  const start = zonedDate(instant, schedule.timeZone);
  for (let offset = -1; offset <= searchDays; offset += 1) {
    const later = slotsOn(addDays(start, offset), schedule, calendar).find((slot) => slot > instant);
    if (later !== undefined) return later;
  }
  return null;
};

/** The last scheduled instant at or before `instant`, or null when none fell in the 15 days before. */
export const latestSlotAtOrBefore = (
  schedule: Pick<PriceFeedSchedule, 'calendar' | 'timeZone' | 'times'>,
  instant: number,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): number | null => {
  const calendar = calendarOf(schedule, calendars);
  const start = zonedDate(instant, schedule.timeZone);
  for (let offset = 1; offset >= -searchDays; offset -= 1) {
    const earlier = slotsOn(addDays(start, offset), schedule, calendar)
      .filter((slot) => slot <= instant)
      .at(-1);
    if (earlier !== undefined) return earlier;
  }
  return null;
};

const calendarNames: Readonly<Record<PriceFeedSchedule['calendar'], string>> = {
  'ICE-US': 'ICE Futures U.S. business days',
  'ICE-EU': 'ICE Futures Europe business days',
  'ECB-TARGET': 'TARGET days',
  weekdays: 'weekdays',
};

/** '16:00 Europe/Berlin on TARGET days'. */
export const describeSchedule = (
  schedule: Pick<PriceFeedSchedule, 'calendar' | 'timeZone' | 'times'>,
): string =>
  `${[...new Set(schedule.times)].sort().join(', ')} ${schedule.timeZone} on ${calendarNames[schedule.calendar]}`;

/**
 * A kind's usual schedule (decision 0109): ICE U.S. settles #11 after its 13:00 close, published by about 14:30 New
 * York time; ICE Europe settles #5 after its 17:55 London close; the ECB publishes at about 16:00 CET on TARGET
 * days; lane assessments are read each weekday morning (they change weekly; a repeat is recorded as a duplicate).
 */
export const defaultSchedules: Readonly<Record<PriceFeedKind, PriceFeedSchedule>> = {
  'ecb-rates': { calendar: 'ECB-TARGET', timeZone: 'Europe/Berlin', times: ['16:15'], lateAfterMinutes: 120 },
  'ice-settlements': {
    calendar: 'ICE-US',
    timeZone: 'America/New_York',
    times: ['14:30'],
    lateAfterMinutes: 180,
  },
  'vendor-prices': {
    calendar: 'ICE-US',
    timeZone: 'America/New_York',
    times: ['14:30'],
    lateAfterMinutes: 180,
  },
  'bulk-freight': {
    calendar: 'weekdays',
    timeZone: 'Europe/London',
    times: ['09:00'],
    lateAfterMinutes: 24 * 60,
  },
  // Container indices (Drewry's weekly, Freightos' daily) are read with the bulk lanes, each weekday morning.
  'container-freight': {
    calendar: 'weekdays',
    timeZone: 'Europe/London',
    times: ['09:00'],
    lateAfterMinutes: 24 * 60,
  },
};

/**
 * Late (decision 0109): the last slot at least lateAfterMinutes old, when nothing was delivered (published or held)
 * at or after it. Returns that slot, the episode's start, or null when the feed is on time.
 */
export const lateSlot = (
  schedule: PriceFeedSchedule,
  now: number,
  lastDeliveredAt: number | null,
  enabledSince: number,
  calendars: ReadonlyMap<string, HolidayCalendar>,
): number | null => {
  const due = latestSlotAtOrBefore(schedule, now - schedule.lateAfterMinutes * minuteMs, calendars);
  if (due === null || due < enabledSince) return null;
  if (lastDeliveredAt !== null && lastDeliveredAt >= due) return null;
  return due;
};
