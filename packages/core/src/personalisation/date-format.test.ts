import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateFormat,
  parseCalendarDate,
  effectiveDateFormat,
  findDateFormatProblem,
  formatDateTime,
} from './date-format.ts';

const instant = Date.UTC(2026, 10, 22, 15, 4, 5);

describe('formatDateTime', () => {
  it.each([
    ['mmm d, yyyy h:mm:ss', 'Nov 22, 2026 15:04:05'],
    ['yyyy.mm.dd, hh:mm:ss', '2026.11.22, 15:04:05'],
    ['dd/mm/yy', '22/11/26'],
    ['dddd d mmmm yyyy', 'Sunday 22 November 2026'],
    ['mmmmm', 'N'],
    ['h:mm am/pm', '3:04 PM'],
    ['m/d/yyyy', '11/22/2026'],
  ])('%s gives %s', (pattern, expected) => {
    expect(formatDateTime(instant, pattern)).toBe(expected);
  });

  it('applies the UTC offset it is given', () => {
    expect(formatDateTime(instant, 'yyyy-mm-dd hh:mm', 120)).toBe('2026-11-22 17:04');
    expect(formatDateTime(instant, 'yyyy-mm-dd hh:mm', -16 * 60)).toBe('2026-11-21 23:04');
  });

  it('falls back to the first preset for a format that is not a date format', () => {
    expect(formatDateTime(instant, '0.00')).toBe('Nov 22, 2026 15:04:05');
  });
});

describe('findDateFormatProblem', () => {
  it.each([
    ['yyyy.mm.dd, hh:mm:ss', null],
    ['', 'EMPTY'],
    ['0.00', 'NOT_A_DATE_FORMAT'],
    ['[Red', 'NOT_A_DATE_FORMAT'],
    ['y'.repeat(65), 'TOO_LONG'],
    // Issue 48: numfmt reads 'xyz qq' as a date (its y) and shows 'x26z qq'; only the legend's tokens are kept.
    ['xyz qq', 'NOT_A_DATE_FORMAT'],
    ['yyyy-mm-dd "at" hh:mm', 'NOT_A_DATE_FORMAT'],
    ['mmm d, yyyy h:mm:ss', null],
    ['dddd d mmmm yy h:mm am/pm', null],
    ['dd/mm/yyyy HH:MM', null],
    ['mmmmm; d - yyyy', null],
  ])('%s → %s', (pattern, problem) => {
    expect(findDateFormatProblem(pattern)).toBe(problem);
  });
});

it('the person format wins over the account format, which wins over the default', () => {
  expect(effectiveDateFormat('dd/mm/yy', 'yyyy')).toBe('dd/mm/yy');
  expect(effectiveDateFormat(null, 'yyyy')).toBe('yyyy');
  expect(effectiveDateFormat(null, null)).toBe('mmm d, yyyy h:mm:ss');
});

describe('calendarDateFormat: dates without a time of day (issue 12 item 26)', () => {
  it.each([
    ['mmm d, yyyy h:mm:ss', 'mmm d, yyyy'],
    ['yyyy.mm.dd, hh:mm:ss', 'yyyy.mm.dd'],
    ['dd/mm/yyyy hh:mm', 'dd/mm/yyyy'],
    ['dddd d mmmm yyyy', 'dddd d mmmm yyyy'],
    ['h:mm am/pm dd-mm-yy', 'mmm d, yyyy'],
    ['not a format', 'mmm d, yyyy'],
  ])('%s gives %s', (pattern, expected) => {
    expect(calendarDateFormat(pattern)).toBe(expected);
  });

  it('formats a renewal date to the day, in the user style', () => {
    const renewal = Date.UTC(2027, 1, 14, 16, 30, 12);
    expect(formatDateTime(renewal, calendarDateFormat('yyyy.mm.dd, hh:mm:ss'))).toBe('2027.02.14');
    expect(formatDateTime(renewal, calendarDateFormat('mmm d, yyyy h:mm:ss'))).toBe('Feb 14, 2027');
  });
});

describe("parseCalendarDate: a day typed as the user's format shows it (issue 48 item 25)", () => {
  it.each([
    ['Nov 22, 2026', 'mmm d, yyyy h:mm:ss', { year: 2026, month: 11, day: 22 }],
    ['nov 3 2026', 'mmm d, yyyy h:mm:ss', { year: 2026, month: 11, day: 3 }],
    ['November 3, 2026', 'mmm d, yyyy h:mm:ss', { year: 2026, month: 11, day: 3 }],
    ['2026.11.22', 'yyyy.mm.dd, hh:mm:ss', { year: 2026, month: 11, day: 22 }],
    ['2026.1.5', 'yyyy.mm.dd, hh:mm:ss', { year: 2026, month: 1, day: 5 }],
    ['22/11/26', 'dd/mm/yy', { year: 2026, month: 11, day: 22 }],
    ['Sunday 22 November 2026', 'dddd d mmmm yyyy', { year: 2026, month: 11, day: 22 }],
    ['2026-11-22', 'dd/mm/yy', { year: 2026, month: 11, day: 22 }],
    ['29/02/28', 'dd/mm/yy', { year: 2028, month: 2, day: 29 }],
  ])('reads %s as %s gives it', (text, pattern, expected) => {
    expect(parseCalendarDate(text, pattern)).toEqual(expected);
  });

  it.each([
    ['', 'dd/mm/yy'],
    ['11/22/26', 'dd/mm/yy'],
    ['29/02/27', 'dd/mm/yy'],
    ['2026.13.01', 'yyyy.mm.dd'],
    ['Foo 3, 2026', 'mmm d, yyyy'],
    ['Ma 3, 2026', 'mmm d, yyyy'],
    ['yesterday', 'mmm d, yyyy'],
    ['N 3, 2026', 'mmmmm d, yyyy'],
  ])('refuses %s in %s', (text, pattern) => {
    expect(parseCalendarDate(text, pattern)).toBeNull();
  });

  it('reads back every day as formatDateTime writes it, in every readable calendar format', () => {
    const patterns = fc.constantFrom(
      'mmm d, yyyy h:mm:ss',
      'yyyy.mm.dd, hh:mm:ss',
      'dd/mm/yyyy',
      'm/d/yy',
      'd mmmm yyyy',
      'ddd dd-mm-yyyy',
      'yyyy mmm dd hh:mm',
    );
    const days = fc.date({
      min: new Date(Date.UTC(2000, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, patterns, (date, pattern) => {
        const shown = formatDateTime(date.getTime(), calendarDateFormat(pattern));
        expect(parseCalendarDate(shown, pattern)).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        });
      }),
    );
  });
});
