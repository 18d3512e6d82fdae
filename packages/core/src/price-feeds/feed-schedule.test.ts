import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippedReferenceData } from '../market-data/shipped-reference-data.test-support.ts';
import {
  defaultSchedules,
  describeSchedule,
  lateSlot,
  latestSlotAtOrBefore,
  nextSlotAfter,
  zonedDate,
} from './feed-schedule.ts';
import type { PriceFeedSchedule } from './price-feeds.schemas.ts';

const calendars = shippedReferenceData().holidaysByExchange;
const at = (iso: string): number => Date.parse(iso);
const iso = (instant: number | null): string | null =>
  instant === null ? null : new Date(instant).toISOString();

const ecb = defaultSchedules['ecb-rates'];
const iceUs = defaultSchedules['ice-settlements'];
const iceEurope: PriceFeedSchedule = {
  calendar: 'ICE-EU',
  timeZone: 'Europe/London',
  times: ['18:30'],
  lateAfterMinutes: 120,
};

describe('nextSlotAfter', () => {
  it.each([
    // [what, schedule, from, next]
    ['ECB: Friday morning → Friday 16:15 CET', ecb, '2026-11-27T08:00:00Z', '2026-11-27T15:15:00.000Z'],
    ['ECB: Friday evening → Monday', ecb, '2026-11-27T16:00:00Z', '2026-11-30T15:15:00.000Z'],
    ['ECB: at the slot itself → the next day', ecb, '2026-11-30T15:15:00Z', '2026-12-01T15:15:00.000Z'],
    ['ECB: 24 Dec → 28 Dec (TARGET closed 25, 26)', ecb, '2026-12-24T16:00:00Z', '2026-12-28T15:15:00.000Z'],
    ['ECB in summer time: 14:15 UTC', ecb, '2026-07-01T08:00:00Z', '2026-07-01T14:15:00.000Z'],
    ['ECB: Maundy Thursday → Tuesday after Easter', ecb, '2026-04-02T16:00:00Z', '2026-04-07T14:15:00.000Z'],
    [
      'ICE US: Wednesday → Friday after Thanksgiving',
      iceUs,
      '2026-11-25T20:00:00Z',
      '2026-11-27T19:30:00.000Z',
    ],
    ['ICE US in summer time: 18:30 UTC', iceUs, '2026-06-01T12:00:00Z', '2026-06-01T18:30:00.000Z'],
    [
      'ICE US across the March change (8 Mar 2026)',
      iceUs,
      '2026-03-06T20:00:00Z',
      '2026-03-09T18:30:00.000Z',
    ],
    [
      'ICE Europe: Thursday → Friday (London open on Thanksgiving)',
      iceEurope,
      '2026-11-26T19:00:00Z',
      '2026-11-27T18:30:00.000Z',
    ],
    [
      'ICE Europe: Good Friday and Easter Monday closed',
      iceEurope,
      '2026-04-02T19:00:00Z',
      '2026-04-07T17:30:00.000Z',
    ],
  ] as const)('%s', (_what, schedule, from, next) => {
    expect(iso(nextSlotAfter(schedule, at(from), calendars))).toBe(next);
  });

  it('takes every time of a day in order, once', () => {
    const twice: PriceFeedSchedule = { ...ecb, calendar: 'weekdays', times: ['17:00', '09:00', '09:00'] };
    expect(iso(nextSlotAfter(twice, at('2026-11-30T07:00:00Z'), calendars))).toBe('2026-11-30T08:00:00.000Z');
    expect(iso(nextSlotAfter(twice, at('2026-11-30T08:00:00Z'), calendars))).toBe('2026-11-30T16:00:00.000Z');
    expect(describeSchedule(twice)).toBe('09:00, 17:00 Europe/Berlin on weekdays');
  });

  it('describes a schedule in words', () => {
    expect(describeSchedule(ecb)).toBe('16:15 Europe/Berlin on TARGET days');
  });
});

describe('lateSlot', () => {
  it.each([
    // [what, now, last delivered, late slot]
    ['before the slot and its margin', '2026-11-30T16:00:00Z', '2026-11-27T15:20:00Z', null],
    [
      'two hours after the slot, nothing since',
      '2026-11-30T17:16:00Z',
      '2026-11-27T15:20:00Z',
      '2026-11-30T15:15:00.000Z',
    ],
    ['delivered after the slot', '2026-11-30T17:16:00Z', '2026-11-30T15:16:00Z', null],
    ['never delivered', '2026-11-30T17:16:00Z', null, '2026-11-30T15:15:00.000Z'],
    ['on a Saturday, Friday was delivered', '2026-11-28T12:00:00Z', '2026-11-27T15:20:00Z', null],
  ] as const)('%s', (_what, now, delivered, late) => {
    expect(iso(lateSlot(ecb, at(now), delivered === null ? null : at(delivered), 0, calendars))).toBe(late);
  });

  it('is never late for a slot before the feed was turned on', () => {
    expect(lateSlot(ecb, at('2026-11-30T17:16:00Z'), null, at('2026-11-30T16:00:00Z'), calendars)).toBeNull();
  });
});

describe('schedule properties', () => {
  const schedules = fc.constantFrom<PriceFeedSchedule>(
    ecb,
    iceUs,
    iceEurope,
    defaultSchedules['bulk-freight'],
    { calendar: 'weekdays', timeZone: 'Asia/Tokyo', times: ['06:00', '23:59'], lateAfterMinutes: 60 },
  );
  const instants = fc.integer({ min: at('2024-01-01T00:00Z'), max: at('2030-12-31T00:00Z') });

  it('the next slot is after the instant, on a business day at one of its times, with nothing in between', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, instant) => {
        const next = nextSlotAfter(schedule, instant, calendars);
        expect(next).not.toBeNull();
        if (next === null) return;
        expect(next).toBeGreaterThan(instant);
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone: schedule.timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(next);
        expect(schedule.times).toContain(local);
        // Nothing between: the latest slot before the next one is at or before the instant.
        const before = latestSlotAtOrBefore(schedule, next - 1, calendars);
        expect(before === null || before <= instant).toBe(true);
        // The latest slot at or before the next is the next itself.
        expect(latestSlotAtOrBefore(schedule, next, calendars)).toBe(next);
        expect(zonedDate(next, schedule.timeZone)).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});
