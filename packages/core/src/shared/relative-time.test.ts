import { describe, expect, it } from 'vitest';
import { formatDuration, formatRelativeTime } from './relative-time.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('formatDuration', () => {
  it.each([
    [0, '1 min'],
    [30 * second, '1 min'],
    [89 * second, '1 min'],
    [90 * second, '2 mins'],
    [12 * minute, '12 mins'],
    [59 * minute + 29 * second, '59 mins'],
    [hour, '1 hour'],
    [hour + 29 * minute, '1 hour'],
    [hour + 30 * minute, '2 hours'],
    [23 * hour, '23 hours'],
    [day - minute, '24 hours'],
    [day, '1 day'],
    [day + 11 * hour, '1 day'],
    [day + 12 * hour, '2 days'],
    [7 * day - 5 * second, '7 days'],
    [45 * day, '45 days'],
    [-3 * hour, '3 hours'],
  ])('%i ms reads %s', (durationMs, expected) => {
    expect(formatDuration(durationMs)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [now + 6 * day, 'in 6 days'],
    [now - 6 * day, '6 days ago'],
    [now + day, 'in 1 day'],
    [now - 2 * hour, '2 hours ago'],
    [now + hour, 'in 1 hour'],
    [now + 5 * minute, 'in 5 mins'],
    [now - minute, '1 min ago'],
    [now + 20 * second, 'in 1 min'],
    [now, '1 min ago'],
  ])('then %i reads %s', (then, expected) => {
    expect(formatRelativeTime(now, then)).toBe(expected);
  });
});
