import type { Logger } from 'pino';
import { recordJobRun } from '../telemetry/psc-metrics.ts';

/** A job that runs on its own until stopped (it may wait for a signal between runs). */
export type Worker = { stop: () => Promise<void> };

export type JobRegistry = {
  /** Starts a worker now; `stop` stops it after the schedules. */
  worker: <W extends Worker>(name: string, start: () => W) => W;
  /**
   * Runs `run` every `intervalMs`, and once now: awaited when `awaitFirstRun` (start-up waits for it), else in the
   * background. A failure is logged with the job's name and the next interval runs again.
   */
  every: (
    name: string,
    intervalMs: number,
    run: () => Promise<unknown>,
    options?: { awaitFirstRun?: boolean },
  ) => Promise<void>;
  /** No schedule fires any more (workers keep running). */
  stopSchedules: () => void;
  /** Stops the schedules, then every worker, in the order they were started. */
  stop: () => Promise<void>;
};

/**
 * The process's background jobs in one place (issue 13): main.ts registers each with its name and period, and a
 * shutdown stops them all. Every job is safe on several instances at once (each takes its own locks or claims).
 */
export const createJobRegistry = (logger: Logger): JobRegistry => {
  const timers: NodeJS.Timeout[] = [];
  const workers: Worker[] = [];
  const stopSchedules = () => {
    for (const timer of timers) clearInterval(timer);
    timers.length = 0;
  };
  return {
    worker: (_name, start) => {
      const worker = start();
      workers.push(worker);
      return worker;
    },
    every: async (name, intervalMs, run, options = {}) => {
      // The one wrapper every scheduled run goes through: psc_job_runs and psc_job_failures count here.
      const guarded = () =>
        run().then(
          () => recordJobRun(name, 'succeeded'),
          (error: unknown) => {
            recordJobRun(name, 'failed');
            logger.error({ err: error, job: name }, `${name} failed`);
          },
        );
      const timer = setInterval(() => void guarded(), intervalMs);
      timer.unref();
      timers.push(timer);
      if (options.awaitFirstRun) await guarded();
      else void guarded();
    },
    stopSchedules,
    stop: async () => {
      stopSchedules();
      for (const worker of workers) await worker.stop();
    },
  };
};
