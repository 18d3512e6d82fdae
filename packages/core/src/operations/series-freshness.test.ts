import { describe, expect, it } from 'vitest';
import { isSeriesStale, previousBusinessDayMs } from './series-freshness.ts';

const at = (iso: string) => Date.parse(iso);

describe('series freshness', () => {
  it.each([
    ['2026-11-26T10:00:00Z', '2026-11-25'],
    ['2026-11-30T10:00:00Z', '2026-11-27'],
    ['2026-11-29T10:00:00Z', '2026-11-27'],
    ['2026-12-01T00:00:00Z', '2026-11-30'],
  ])('the business day before %s is %s', (now, expected) => {
    expect(new Date(previousBusinessDayMs(at(now))).toISOString().slice(0, 10)).toBe(expected);
  });

  it.each([
    ['business day', '2026-11-25T17:10:00Z', '2026-11-26T09:00:00Z', false],
    ['business day', '2026-11-26T17:10:00Z', '2026-11-26T18:00:00Z', false],
    ['business day', '2026-11-24T17:10:00Z', '2026-11-26T09:00:00Z', true],
    ['business day', '2026-11-27T17:10:00Z', '2026-11-30T09:00:00Z', false],
    ['business day', '2026-11-26T17:10:00Z', '2026-11-30T09:00:00Z', true],
    ['week', '2026-11-20T00:00:00Z', '2026-11-26T23:00:00Z', false],
    ['week', '2026-11-18T00:00:00Z', '2026-11-26T00:00:01Z', true],
  ] as const)('a %s series dated %s is stale at %s: %s', (cadence, data, now, stale) => {
    expect(isSeriesStale(cadence, at(data), at(now))).toBe(stale);
  });

  it('calls a series that never published stale', () => {
    expect(isSeriesStale('week', null, 0)).toBe(true);
  });
});
