import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from './business-days.ts';
import type { CalendarDate } from './calendar-date.ts';
import type { Period } from './period.schemas.ts';
import { businessDaysBefore, parseRollingPeriod, rolledPeriod } from './rolling-period.ts';

const holidays: HolidayCalendar = {
  exchangeId: 'ICE',
  holidays: new Set(['2026-12-25']),
  firstYear: 2026,
  lastYear: 2027,
};
const day = (iso: string): CalendarDate => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
};

/** New York #11-like periods: March, May, July with their last trading days. */
const period = (id: string, order: number, lastTrading: string, concluded = false): Period =>
  ({ id, displayOrder: order, lastTradingDay: day(lastTrading), concluded }) as Period;
const periods = [
  period('Jul-27', 202707, '2027-06-30'),
  period('Mar-27', 202703, '2027-02-26'),
  period('May-27', 202705, '2027-04-30'),
  period('Oct-26', 202610, '2026-09-30', true),
];

describe('businessDaysBefore', () => {
  it.each([
    ['2027-02-26', 0, '2027-02-26'],
    ['2027-02-26', 1, '2027-02-25'],
    ['2027-02-26', 5, '2027-02-19'],
    // Over a weekend and the Christmas holiday: Mon 28 Dec 2026 back 2 → Thu 24 Dec.
    ['2026-12-28', 2, '2026-12-23'],
  ])('%s minus %i business days is %s', (from, days, expected) => {
    expect(businessDaysBefore(day(from), days, holidays)).toEqual(day(expected));
  });
});

describe('rolledPeriod', () => {
  it.each([
    // today, position, roll days, expected
    ['2026-11-26', 1, 5, 'Mar-27'],
    ['2026-11-26', 2, 5, 'May-27'],
    ['2026-11-26', 3, 5, 'Jul-27'],
    ['2027-02-18', 1, 5, 'Mar-27'],
    // Five business days before 26 Feb 2027 is 19 Feb: from that day on the front is May.
    ['2027-02-19', 1, 5, 'May-27'],
    ['2027-02-19', 2, 5, 'Jul-27'],
    // With 0 roll days the period is followed to its last trading day.
    ['2027-02-26', 1, 0, 'Mar-27'],
    ['2027-02-27', 1, 0, 'May-27'],
  ] as const)(
    'on %s position %i rolling %i days before: %s',
    (today, position, rollBusinessDays, expected) => {
      expect(rolledPeriod(periods, { position, rollBusinessDays }, day(today), holidays)?.id).toBe(expected);
    },
  );

  it('is null when fewer periods are listed than the position asks for', () => {
    expect(
      rolledPeriod(periods, { position: 3, rollBusinessDays: 5 }, day('2027-02-19'), holidays),
    ).toBeNull();
  });
});

describe('parseRollingPeriod', () => {
  it.each([
    ['', null],
    ['1:5', { position: 1, rollBusinessDays: 5 }],
    ['3:0', { position: 3, rollBusinessDays: 0 }],
    ['4:5', 'invalid'],
    ['1:21', 'invalid'],
    ['front', 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(parseRollingPeriod(value)).toEqual(expected);
  });
});
