import { PgBoss } from 'pg-boss';
import { jobQueueDatabase, jobQueueSchema } from '../shared/job-queue.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * Installs or upgrades the job queue's schema (pg-boss's own tables, under its advisory lock) as a step of our
 * migrations, so one migration path prepares a database: at start, in `npm run db:migrate`, and in the tests'
 * template. Nothing runs: no schedules, no maintenance, no workers.
 */
export const installJobQueueSchema = async (handle: DatabaseHandle): Promise<void> => {
  const installer = new PgBoss({
    ...jobQueueDatabase(handle.connection),
    ...(handle.connection.engine === 'postgres' ? { max: 1 } : {}),
    schema: jobQueueSchema,
    migrate: true,
    createSchema: true,
    schedule: false,
    supervise: false,
    registerInstance: false,
  });
  installer.on('error', () => undefined);
  await installer.start();
  await installer.stop({ graceful: false, close: true });
};
