import { describe, expect, it } from 'vitest';
import {
  calendarDateFormat,
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
