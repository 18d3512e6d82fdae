import { formatDateParts, readDateFormat } from './date-format-codes.ts';

/** The two presets of account-and-billing.md §5 'Date format'; the first is also the format nobody chose. */
export const dateFormatPresets = ['mmm d, yyyy h:mm:ss', 'yyyy.mm.dd, hh:mm:ss'] as const;
export const defaultDateFormat: string = dateFormatPresets[0];
export const dateFormatMaxLength = 64;

/** The token legend shown under the format field (§5). The tokens are Excel number-format codes. */
export const dateFormatTokens: ReadonlyArray<{ token: string; meaning: string }> = [
  { token: 'm', meaning: 'month 1-12' },
  { token: 'mm', meaning: 'month 01-12' },
  { token: 'mmm', meaning: 'month Jan-Dec' },
  { token: 'mmmm', meaning: 'month January-December' },
  { token: 'mmmmm', meaning: 'first letter of the month' },
  { token: 'd', meaning: 'day 1-31' },
  { token: 'dd', meaning: 'day 01-31' },
  { token: 'ddd', meaning: 'day Sun-Sat' },
  { token: 'dddd', meaning: 'day Sunday-Saturday' },
  { token: 'yy', meaning: 'year 00-99' },
  { token: 'yyyy', meaning: 'year 1900-9999' },
  { token: 'h', meaning: 'hour 0-23' },
  { token: 'hh', meaning: 'hour 00-23' },
  { token: 'am/pm', meaning: '12-hour clock with AM or PM (no spaces)' },
  { token: 'm', meaning: 'minute 0-59, after h or before s' },
  { token: 'mm', meaning: 'minute 00-59, after h or before s' },
  { token: 's', meaning: 'second 0-59' },
  { token: 'ss', meaning: 'second 00-59' },
];

export type DateFormatProblem = 'EMPTY' | 'TOO_LONG' | 'NOT_A_DATE_FORMAT';

export const dateFormatProblemMessages: Record<DateFormatProblem, string> = {
  EMPTY: 'Date format is required',
  TOO_LONG: `Date format must be at most ${dateFormatMaxLength} characters`,
  NOT_A_DATE_FORMAT: 'Date format must be made of the date tokens in the legend',
};

/**
 * The legend's tokens and the separators between them, nothing else: an Excel format code alone accepts any text
 * around one date token ('xyz qq' shows 'x26z qq', issue 48).
 */
const legendTokensOnly = /^(?:am\/pm|yyyy|yy|m{1,5}|d{1,4}|h{1,2}|s{1,2}|[\s,.:;/-])+$/i;

export const findDateFormatProblem = (pattern: string): DateFormatProblem | null => {
  if (pattern.trim() === '') return 'EMPTY';
  if (pattern.length > dateFormatMaxLength) return 'TOO_LONG';
  if (!legendTokensOnly.test(pattern) || readDateFormat(pattern) === null) return 'NOT_A_DATE_FORMAT';
  return null;
};

const msPerDay = 86_400_000;
/** Days from Excel's 1900 date system epoch (serial 0 = 1899-12-30) to 1970-01-01. */
const unixEpochSerial = 25_569;

/**
 * Formats an instant with an Excel format code, as the app, e-mails and xlsx cells all do. The clock time is
 * the instant shifted by `utcOffsetMinutes` (the browser passes its own offset for that instant; e-mails UTC).
 */
export const formatDateTime = (epochMs: number, pattern: string, utcOffsetMinutes = 0): string => {
  const usable = findDateFormatProblem(pattern) === null ? pattern : defaultDateFormat;
  const serial = (epochMs + utcOffsetMinutes * 60_000) / msPerDay + unixEpochSerial;
  return formatDateParts(readDateFormat(usable) ?? [], serial);
};

/** The format a user sees: their own, else the account's, else the first preset. */
export const effectiveDateFormat = (
  personDateFormat: string | null,
  accountDateFormat: string | null,
): string => personDateFormat ?? accountDateFormat ?? defaultDateFormat;

const calendarFallback = 'mmm d, yyyy';

/**
 * The calendar-date part of a user's format, for dates that have no time of day worth showing (renewals, term
 * ends, trial ends: issue 12 item 26): the format up to its first time token (h, s or am/pm), without the
 * separators before it. 'mmm d, yyyy h:mm:ss' gives 'mmm d, yyyy'; 'yyyy.mm.dd, hh:mm:ss' gives 'yyyy.mm.dd'.
 * A format that starts with the time, or has no date left, gives 'mmm d, yyyy'.
 */
export const calendarDateFormat = (pattern: string): string => {
  const usable = findDateFormatProblem(pattern) === null ? pattern : defaultDateFormat;
  const timeAt = usable.search(/[hHsS]|am\/pm|a\/p/i);
  const datePart = (timeAt === -1 ? usable : usable.slice(0, timeAt)).replace(/[\s,.:;T/-]+$/, '');
  return datePart !== '' && findDateFormatProblem(datePart) === null && /[dy]/i.test(datePart)
    ? datePart
    : calendarFallback;
};

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const calendarTokens = /yyyy|yy|m{1,5}|d{1,4}|[^a-z]+/gi;

/**
 * A day typed in the user's calendar format (`calendarDateFormat`), as { year, month 1-12, day }, or null when the
 * text is not a real day in that format (issue 48 item 25: the audit filters read dates as the rows show them).
 * Separators are loose (any run of spaces and punctuation), month names are English and case-blind, weekday names
 * are skipped, and 'yy' means 2000-2099. ISO 'yyyy-mm-dd' is always understood too (what a date picker pastes).
 */
export const parseCalendarDate = (
  text: string,
  pattern: string,
): { year: number; month: number; day: number } | null => {
  const typed = text.trim();
  if (typed === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const found = iso
    ? { y: iso[1] ?? '', m: iso[2] ?? '', d: iso[3] ?? '' }
    : readByPattern(typed, calendarDateFormat(pattern));
  if (found === null) return null;
  const year = Number(found.y.length === 2 ? `20${found.y}` : found.y);
  const month = /^\d+$/.test(found.m)
    ? Number(found.m)
    : monthNames.findIndex((name) => name.startsWith(found.m.toLowerCase()) && found.m.length >= 3) + 1;
  const day = Number(found.d);
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? { year, month, day }
    : null;
};

const readByPattern = (typed: string, pattern: string): { y: string; m: string; d: string } | null => {
  const parts: string[] = [];
  const roles: ('y' | 'm' | 'd' | null)[] = [];
  for (const token of pattern.match(calendarTokens) ?? []) {
    const lower = token.toLowerCase();
    if (/^y+$/.test(lower)) {
      parts.push(lower === 'yyyy' ? '(\\d{4})' : '(\\d{2})');
      roles.push('y');
    } else if (/^m+$/.test(lower)) {
      // 'mmmmm' (a month's first letter) cannot be read back: it names three months.
      if (lower === 'mmmmm') return null;
      parts.push(lower.length <= 2 ? '(\\d{1,2})' : '([a-z]{3,9})');
      roles.push('m');
    } else if (/^d+$/.test(lower)) {
      parts.push(lower.length <= 2 ? '(\\d{1,2})' : '[a-z]+');
      if (lower.length <= 2) roles.push('d');
    } else parts.push('[\\s,.:;/-]*');
  }
  const matched = new RegExp(`^${parts.join('')}$`, 'i').exec(typed);
  if (matched === null) return null;
  const found: Partial<Record<'y' | 'm' | 'd', string>> = {};
  roles.forEach((role, index) => {
    if (role !== null) found[role] = matched[index + 1];
  });
  return found.y === undefined || found.m === undefined || found.d === undefined
    ? null
    : { y: found.y, m: found.m, d: found.d };
};
