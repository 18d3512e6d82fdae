import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobRegistry } from './job-registry.ts';

const recordingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
};

describe('the job registry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a scheduled job at once and every interval, until the schedules stop', async () => {
    const { logger } = recordingLogger();
    const jobs = createJobRegistry(logger);
    let runs = 0;
    await jobs.every('count', 1_000, async () => void (runs += 1), { awaitFirstRun: true });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(4);
    jobs.stopSchedules();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(4);
  });

  it('logs a failed run with its name, and runs again at the next interval', async () => {
    const { logger, lines } = recordingLogger();
    const jobs = createJobRegistry(logger);
    let runs = 0;
    await jobs.every(
      'billing job',
      1_000,
      async () => {
        runs += 1;
        throw new Error('provider out of reach');
      },
      { awaitFirstRun: true },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(lines.map((line) => [line.msg, line.job])).toEqual([
      ['billing job failed', 'billing job'],
      ['billing job failed', 'billing job'],
    ]);
    await jobs.stop();
  });

  it('stops the schedules, then each worker in the order they started', async () => {
    const jobs = createJobRegistry(recordingLogger().logger);
    const stopped: string[] = [];
    jobs.worker('mail delivery', () => ({ stop: async () => void stopped.push('mail delivery') }));
    jobs.worker('calculator repricing', () => ({
      stop: async () => void stopped.push('calculator repricing'),
    }));
    let runs = 0;
    await jobs.every('count', 1_000, async () => void (runs += 1));
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toEqual(['mail delivery', 'calculator repricing']);
    expect(runs).toBe(1);
  });
});
