import { z } from 'zod';

/** A date without time or zone, as the spec's period dates are ({day, month, year}; month 1–12). */
export const calendarDateSchema = z.object({
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1900).max(2200),
});
export type CalendarDate = z.infer<typeof calendarDateSchema>;

const dayMs = 86_400_000;

export const calendarDate = (year: number, month: number, day: number): CalendarDate => ({
  year,
  month,
  day,
});

export const toEpochDay = (date: CalendarDate): number =>
  Date.UTC(date.year, date.month - 1, date.day) / dayMs;

export const fromEpochDay = (epochDay: number): CalendarDate => {
  const moment = new Date(epochDay * dayMs);
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
};

/** The UTC day number of an instant (days since 1970-01-01): a day's key without building its date. */
export const epochDayOfInstant = (epochMs: number): number => Math.floor(epochMs / dayMs);

/** The UTC calendar day of an instant; callers decide which zone "today" belongs to. */
export const calendarDateOfInstant = (epochMs: number): CalendarDate =>
  fromEpochDay(epochDayOfInstant(epochMs));

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromEpochDay(toEpochDay(date) + days);

export const compareDates = (a: CalendarDate, b: CalendarDate): number => toEpochDay(a) - toEpochDay(b);

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: CalendarDate): number => (((toEpochDay(date) + 4) % 7) + 7) % 7;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export const isoDate = (date: CalendarDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

export const parseIsoDate = (text: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= daysInMonth(date.year, date.month)
    ? date
    : null;
};

/** Month arithmetic on (year, month) pairs: addMonths(2026, 11, 3) = { year: 2027, month: 2 }. */
export const addMonths = (year: number, month: number, months: number): { year: number; month: number } => {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
