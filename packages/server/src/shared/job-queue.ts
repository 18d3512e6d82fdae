import type { Logger } from 'pino';
import { PgBoss, fromPglite, type Clock, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { recordJobRun } from '../telemetry/psc-metrics.ts';

/** The queue's tables live in their own schema, installed and migrated with ours (db/migrate.ts). */
export const jobQueueSchema = 'pgboss';
/** Where a job lands once its retries are spent; an operator sends it back from the console (decision 0092). */
export const deadJobsQueue = 'dead-jobs';

export type JobDefinition = {
  /** The queue's name: lower case words joined by '-'. */
  name: string;
  run: () => Promise<unknown>;
  /** A cron expression in UTC: every instance declares it, exactly one runs each occurrence. */
  schedule?: string;
};

export type FailedJob = {
  id: string;
  job: string;
  /** 'retrying': failed, runs again after its back-off; 'dead': its retries are spent. */
  state: 'retrying' | 'dead';
  attempts: number;
  error: string | null;
  failedAt: Date;
  nextAttemptAt: Date | null;
};

export type JobQueue = {
  /** Declares a job: its queue (retries with back-off, then the dead jobs), its worker, and its schedule. */
  define: (definition: JobDefinition) => Promise<void>;
  /** Asks for a run now; one already waiting absorbs it. This instance's worker wakes at once. */
  trigger: (name: string) => Promise<void>;
  /**
   * Every `intervalMs` asks `due` (one cheap read: a new publication, mail due) and triggers the job when it says
   * yes: how a reaction to a change keeps the latency it had, without a run queued for every look.
   */
  watch: (name: string, intervalMs: number, due: () => Promise<boolean>) => void;
  /** Runs a declared job here and now (a start-up pass), through the same wrapper as the queue's runs. */
  runNow: (name: string) => Promise<unknown>;
  failedJobs: () => Promise<FailedJob[]>;
  /** Sends a dead job back to its queue; false when no dead job has this id. */
  retry: (id: string) => Promise<boolean>;
  /** Waits for the runs in progress (up to `timeoutMs`), then stops; nothing is taken up any more. */
  stop: (timeoutMs?: number) => Promise<void>;
};

export type JobQueueOptions = {
  /** pg-boss's clock: tests drive schedules with its TestClock. */
  clock?: Clock;
  /** How often an idle worker looks for work, in seconds (a trigger on this instance wakes it at once). */
  pollingIntervalSeconds?: number;
  /** The first retry's delay in seconds; each next one doubles, up to ten minutes. */
  retryDelaySeconds?: number;
  retryLimit?: number;
};

/** What pg-boss is given to reach our database: the PGlite instance itself, or the PostgreSQL URL (its own small pool). */
export const jobQueueDatabase = (
  connection: DatabaseHandle['connection'],
): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> =>
  connection.engine === 'pglite'
    ? { db: fromPglite(connection.client), backend: 'pglite' }
    : { connectionString: connection.url, max: 3 };

/**
 * The one place where a job's run starts and ends: every run, queued or at start, goes through here (a failure is
 * logged with the job's name and rethrown, so the queue counts the attempt as failed and retries it).
 */
export const runJob = async (logger: Logger, name: string, run: () => Promise<unknown>) => {
  try {
    const result = await run();
    recordJobRun(name, 'succeeded');
    return result;
  } catch (error) {
    recordJobRun(name, 'failed');
    logger.error({ err: error, job: name }, `${name} failed`);
    throw error;
  }
};

const errorOf = (output: unknown): string | null => {
  if (typeof output !== 'object' || output === null) return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
};

/** A date as the engine hands it over: node-postgres parses one, PGlite's rows through pg-boss keep the text. */
const dateOf = (value: Date | string): Date => new Date(value);

const lastTry = (job: JobWithMetadata<unknown>) => dateOf(job.completedOn ?? job.startedOn ?? job.createdOn);

/**
 * Background jobs on pg-boss (decision 0092): one queue per job in our own database, PostgreSQL or PGlite. pg-boss
 * is started on first use, so a test app that never asks pays nothing; `stop` ends it before the database closes.
 */
export const createJobQueue = (
  connection: DatabaseHandle['connection'],
  logger: Logger,
  options: JobQueueOptions = {},
): JobQueue => {
  const definitions = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();
  const watchers: NodeJS.Timeout[] = [];
  let started: Promise<PgBoss> | null = null;
  let stopped = false;

  const boss = () => {
    if (stopped) throw new Error('the job queue is stopped');
    started ??= (async () => {
      const instance = new PgBoss({
        ...jobQueueDatabase(connection),
        schema: jobQueueSchema,
        // The schema is installed by the migrations (db/migrate.ts), never by an instance on its own.
        migrate: false,
        createSchema: false,
        registerInstance: false,
        ...(options.clock === undefined ? {} : { clock: options.clock }),
      });
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      instance.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
      await instance.start();
      await instance.createQueue(deadJobsQueue, { retentionSeconds: 14 * 24 * 3_600 });
      return instance;
    })();
    // A start that failed (the database was away) is tried again by the next call rather than kept.
    started.catch(() => {
      started = null;
    });
    return started;
  };

  const trigger = async (name: string) => {
    if (stopped) return;
    const queue = await boss();
    await queue.send(name, null);
    const workerId = workerIds.get(name);
    if (workerId !== undefined) queue.notifyWorker(workerId);
  };

  const runDefined = (name: string) => {
    const definition = definitions.get(name);
    if (definition === undefined) throw new Error(`no job named ${name}`);
    return runJob(logger, name, definition.run);
  };

  const dead = async (queue: PgBoss): Promise<FailedJob[]> =>
    (await queue.findJobs(deadJobsQueue, { queued: true })).map((job) => ({
      id: job.id,
      job: job.sourceName ?? deadJobsQueue,
      state: 'dead',
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: errorOf(job.sourceOutput),
      failedAt: dateOf(job.createdOn),
      nextAttemptAt: null,
    }));

  const retrying = async (queue: PgBoss, name: string): Promise<FailedJob[]> =>
    (await queue.findJobs(name, { queued: true }))
      .filter((job) => job.state === 'retry')
      .map((job) => ({
        id: job.id,
        job: name,
        state: 'retrying',
        attempts: job.retryCount,
        error: errorOf(job.output),
        failedAt: lastTry(job),
        nextAttemptAt: dateOf(job.startAfter),
      }));

  return {
    define: async (definition) => {
      definitions.set(definition.name, definition);
      const queue = await boss();
      const retryDelay = options.retryDelaySeconds ?? 10;
      // 'stately': one run waiting and one running at most, on every instance together; triggers fold into it.
      await queue.createQueue(definition.name, {
        policy: 'stately',
        retryLimit: options.retryLimit ?? 4,
        retryDelay,
        retryBackoff: true,
        retryDelayMax: Math.max(retryDelay, 600),
        deadLetter: deadJobsQueue,
        expireInSeconds: 900,
        deleteAfterSeconds: 3_600,
      });
      const workerId = await queue.work(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async () => {
          await runDefined(definition.name);
        },
      );
      workerIds.set(definition.name, workerId);
      if (definition.schedule !== undefined) await queue.schedule(definition.name, definition.schedule);
      else await queue.unschedule(definition.name);
    },
    trigger,
    watch: (name, intervalMs, due) => {
      let looking = false;
      const look = () => {
        if (looking || stopped) return;
        looking = true;
        due()
          .then(async (yes) => {
            if (yes) await trigger(name);
          })
          .catch((error: unknown) => logger.error({ err: error, job: name }, `watching for ${name} failed`))
          .finally(() => {
            looking = false;
          });
      };
      const timer = setInterval(look, intervalMs);
      timer.unref();
      watchers.push(timer);
      setImmediate(look);
    },
    runNow: (name) => runDefined(name),
    failedJobs: async () => {
      const queue = await boss();
      // Every job queue in the database, not only this instance's: another instance may run jobs this one does not.
      const names = (await queue.getQueues())
        .map((entry) => entry.name)
        .filter((name) => name !== deadJobsQueue && !name.startsWith('__'));
      const lists = await Promise.all([dead(queue), ...names.map((name) => retrying(queue, name))]);
      return lists.flat().sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
    },
    retry: async (id) => {
      const queue = await boss();
      return (await queue.redrive(deadJobsQueue, { ids: [id] })) > 0;
    },
    stop: async (timeoutMs = 8_000) => {
      if (stopped) return;
      stopped = true;
      for (const timer of watchers) clearInterval(timer);
      const running = await started?.catch(() => null);
      await running?.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
};
