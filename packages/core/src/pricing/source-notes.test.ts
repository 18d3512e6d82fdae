import { describe, expect, it } from 'vitest';
import { epochOf, unverifiedNote } from './source-notes.ts';

describe('epochOf', () => {
  it.each([
    ['2024-01-01', Date.UTC(2024, 0, 1)],
    ['2026-11-30', Date.UTC(2026, 10, 30)],
    ['1970-01-01', 0],
    ['not a date', Number.NaN],
  ])('%s → %s, the first time and again', (isoDate, epoch) => {
    expect(epochOf(isoDate)).toBe(epoch);
    expect(epochOf(isoDate)).toBe(epoch);
  });

  it('answers rightly past the dates it keeps (decision 0157)', () => {
    const start = Date.UTC(2000, 0, 1);
    const day = 86_400_000;
    for (let index = 0; index < 12_000; index += 1) {
      const instant = start + index * day;
      expect(epochOf(new Date(instant).toISOString().slice(0, 10))).toBe(instant);
    }
    expect(epochOf('2000-01-01')).toBe(start);
  });
});

describe('unverifiedNote', () => {
  it.each([
    ['a source', true, 'a source'],
    ['a source', false, 'a source (not verified)'],
    ['a source (not verified)', false, 'a source (not verified)'],
    ['an unverified source', false, 'an unverified source'],
  ])('%s, verified %s → %s', (source, verified, note) => {
    expect(unverifiedNote(source, verified)).toBe(note);
  });
});
