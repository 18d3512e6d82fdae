import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calendarDateOfInstant,
  epochDayOfInstant,
  fromEpochDay,
  isoDate,
  toEpochDay,
} from './calendar-date.ts';

describe('the UTC day of an instant', () => {
  it.each([
    ['1970-01-01T00:00:00.000Z', 0, '1970-01-01'],
    ['1969-12-31T23:59:59.999Z', -1, '1969-12-31'],
    ['2026-11-28T23:59:59.999Z', 20_785, '2026-11-28'],
    ['2026-11-29T00:00:00.000Z', 20_786, '2026-11-29'],
    ['2028-02-29T12:00:00.000Z', 21_243, '2028-02-29'],
  ])('%s is day %i, %s', (instant, day, iso) => {
    const epochMs = Date.parse(instant);
    expect(epochDayOfInstant(epochMs)).toBe(day);
    expect(isoDate(calendarDateOfInstant(epochMs))).toBe(iso);
  });

  it('numbers each instant with the day its calendar date has, and the next day one more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000_000, max: 8_000_000_000_000 }), (epochMs) => {
        const day = epochDayOfInstant(epochMs);
        expect(toEpochDay(calendarDateOfInstant(epochMs))).toBe(day);
        expect(epochDayOfInstant(epochMs + 86_400_000)).toBe(day + 1);
        expect(fromEpochDay(day)).toEqual(calendarDateOfInstant(epochMs));
      }),
    );
  });
});
