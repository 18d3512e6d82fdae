import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';
import { installJobQueueSchema } from './job-queue-schema.ts';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** The same committed SQL migrations run on PGlite and on PostgreSQL, then the job queue's schema. */
export const runMigrations = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.engine === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  // The background jobs' queue (decision 0092): pg-boss's tables, in their own schema.
  await installJobQueueSchema(handle);
};
