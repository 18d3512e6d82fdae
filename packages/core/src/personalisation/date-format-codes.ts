/**
 * Excel date format codes, as far as the legend of account-and-billing.md §5 reaches (date-format.ts lets no other
 * character through): read into parts, and an Excel serial date written with them. Written here instead of taken
 * from a general number-format library because every signed-in page formats dates: that library was a quarter of
 * what a trader's first page fetched beyond the login page's code (issue 50). It follows Excel, as that library
 * does, and date-format-codes.test.ts checks the two agree on every code the legend allows.
 */

import { longMonthNames } from '../market-data/month-codes.ts';

type DatePart =
  | { kind: 'text'; text: string }
  | { kind: 'year'; digits: 2 | 4 }
  | { kind: 'month'; form: 'number' | 'padded' | 'short' | 'long' | 'letter' }
  | { kind: 'minute'; padded: boolean }
  | { kind: 'day'; padded: boolean }
  | { kind: 'weekday'; long: boolean }
  | { kind: 'hour'; padded: boolean }
  | { kind: 'second'; padded: boolean }
  | { kind: 'ampm' };

type Section = {
  parts: DatePart[];
  date: boolean;
  time: boolean;
  twelveHour: boolean;
  slash: boolean;
  scaled: boolean;
};

/** The last date or time part, and whether a minute has already taken it (Excel pairs each hour with one minute). */
type LastPart = { part: DatePart; taken: boolean };

const letterRun = /^(?:[yY]+|[mM]+|[dD]+|[hH]+|[sS]+)/;

/** One section (between semicolons): Excel's rule makes 'm' and 'mm' minutes after an hour or before a second. */
const readSection = (code: string): Section => {
  const section: Section = {
    parts: [],
    date: false,
    time: false,
    twelveHour: false,
    slash: code.includes('/'),
    scaled: false,
  };
  const track: { last: LastPart | null } = { last: null };
  for (let at = 0; at < code.length;) {
    const rest = code.slice(at);
    if (rest.startsWith('AM/PM') || rest.startsWith('am/pm')) {
      section.parts.push({ kind: 'ampm' });
      section.twelveHour = true;
      section.date = true;
      section.time = true;
      at += 5;
      continue;
    }
    // Excel reads a run of commas as one, and after a point as a scaling of the number, which no date can have.
    const commas = /^,+/.exec(rest)?.[0];
    if (commas !== undefined) {
      if (code.charAt(at - 1) === '.') section.scaled = true;
      else section.parts.push({ kind: 'text', text: ',' });
      at += commas.length;
      continue;
    }
    const run = letterRun.exec(rest)?.[0];
    if (run === undefined) {
      section.parts.push({ kind: 'text', text: rest.charAt(0) });
      at += 1;
      continue;
    }
    at += run.length;
    const part: DatePart = readRun(run.toLowerCase(), track.last);
    const before: DatePart | undefined = track.last?.part;
    if (part.kind === 'minute' && track.last !== null) track.last.taken = true;
    // A second after a minute is that minute's; a month number just before a second was a minute after all.
    let taken: boolean = part.kind === 'second' && before?.kind === 'minute';
    if (part.kind === 'second' && before?.kind === 'month' && ['number', 'padded'].includes(before.form)) {
      section.parts[section.parts.indexOf(before)] = { kind: 'minute', padded: before.form === 'padded' };
      taken = true;
    }
    section.parts.push(part);
    section.date = true;
    if (part.kind === 'hour' || part.kind === 'minute' || part.kind === 'second') section.time = true;
    track.last = { part, taken };
  }
  return section;
};

const readRun = (run: string, last: LastPart | null): DatePart => {
  const padded = run.length > 1;
  switch (run.charAt(0)) {
    case 'y':
      return { kind: 'year', digits: run.length <= 2 ? 2 : 4 };
    case 'd':
      return run.length <= 2 ? { kind: 'day', padded } : { kind: 'weekday', long: run.length > 3 };
    case 'h':
      return { kind: 'hour', padded };
    case 's':
      return { kind: 'second', padded };
    default:
      if (run.length === 3) return { kind: 'month', form: 'short' };
      if (run.length === 5) return { kind: 'month', form: 'letter' };
      if (run.length >= 4) return { kind: 'month', form: 'long' };
      if (last !== null && !last.taken && (last.part.kind === 'hour' || last.part.kind === 'second'))
        return { kind: 'minute', padded };
      return { kind: 'month', form: padded ? 'padded' : 'number' };
  }
};

/**
 * The sections of a format code, or null when Excel would refuse it or it shows no date: at most four sections, the
 * fourth (text) with no date in it, a slash only beside a date (else it would be a fraction's), and a date or time
 * part somewhere.
 */
export const readDateFormat = (code: string): Section[] | null => {
  const sections = code.split(';').map(readSection);
  if (sections.length > 4 || sections[3]?.date === true) return null;
  if (sections.some((section) => (section.slash && !section.date) || (section.scaled && section.date)))
    return null;
  return sections.some((section) => section.date) ? sections : null;
};

const secondsPerDay = 86_400;
/** Excel's serial 0 is 1899-12-30; 25,569 days later is 1970-01-01. */
const unixEpochSerial = 25_569;
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (value: number, padded: boolean): string => (padded && value < 10 ? `0${value}` : String(value));

/**
 * A positive serial date (days since 1899-12-30, time as the fraction) in the first section, as Excel shows it: the
 * time rounded to the second, a time that rounds to midnight showing the next day.
 */
export const formatDateParts = (sections: readonly Section[], serial: number): string => {
  const section = sections[0];
  if (section === undefined) return '';
  let day = Math.trunc(serial);
  const exact = secondsPerDay * (serial - day);
  let time = Math.floor(exact);
  if (exact - time >= 0.5) time += 1;
  if (time === secondsPerDay && section.time) {
    time = 0;
    day += 1;
  }
  // The day's date as Excel's arithmetic has it (the serial moved by the days the rounding added).
  const calendarDay = Math.floor(serial + day - Math.trunc(serial));
  const calendar = new Date((calendarDay - unixEpochSerial) * secondsPerDay * 1000);
  const year = calendar.getUTCFullYear();
  const month = calendar.getUTCMonth();
  const hour = Math.floor(time / 3600) % 60;
  return section.parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'year':
          return part.digits === 4 ? String(year).padStart(4, '0') : two(year % 100, true);
        case 'month':
          if (part.form === 'short') return (longMonthNames[month] ?? '').slice(0, 3);
          if (part.form === 'long') return longMonthNames[month] ?? '';
          if (part.form === 'letter') return (longMonthNames[month] ?? '').charAt(0);
          return two(month + 1, part.form === 'padded');
        case 'day':
          return two(calendar.getUTCDate(), part.padded);
        case 'weekday':
          return part.long ? (dayNames[(6 + day) % 7] ?? '') : (dayNames[(6 + day) % 7] ?? '').slice(0, 3);
        case 'hour':
          return two(section.twelveHour ? hour % 12 || 12 : hour, part.padded);
        case 'minute':
          return two(Math.floor(time / 60) % 60, part.padded);
        case 'second':
          return two(time % 60, part.padded);
        case 'ampm':
          return hour < 12 ? 'AM' : 'PM';
      }
    })
    .join('');
};
