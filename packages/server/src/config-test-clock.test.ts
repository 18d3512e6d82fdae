import { describe, expect, it } from 'vitest';
import { createStartingClock } from './adapters/clock.ts';
import { loadConfig } from './config.ts';

// Decision 0141: the test-only clock setting, read by config.ts, refused in production.
describe('TEST_CLOCK_START', () => {
  it('is the system clock unless set', () => {
    expect(loadConfig({}).testClockStart).toBeNull();
    expect(loadConfig({ TEST_CLOCK_START: '' }).testClockStart).toBeNull();
  });

  it('starts the clock at the instant given, which then runs at the wall clock’s pace', () => {
    const config = loadConfig({ TEST_CLOCK_START: '2026-12-09T23:00:00Z' });
    expect(config.testClockStart?.toISOString()).toBe('2026-12-09T23:00:00.000Z');
    let wall = Date.parse('2026-11-29T08:00:00Z');
    const clock = createStartingClock(config.testClockStart ?? new Date(), () => wall);
    expect(clock.now().toISOString()).toBe('2026-12-09T23:00:00.000Z');
    wall += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-09T23:01:30.000Z');
  });

  it('refuses an instant that is not one, and any instant in production', () => {
    expect(() => loadConfig({ TEST_CLOCK_START: 'next Monday' })).toThrow(/TEST_CLOCK_START/);
    expect(() => loadConfig({ TEST_CLOCK_START: '2026-12-09T23:00:00Z', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK_START: a test-only setting, refused when NODE_ENV is production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).testClockStart).toBeNull();
  });
});
