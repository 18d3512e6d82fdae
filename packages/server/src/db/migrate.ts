import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';
import { installJobQueueSchema } from './job-queue-schema.ts';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * The advisory lock every migrating process takes first ("PSCM"), decision 0086: instances started together, or an
 * instance and `npm run db:migrate`, apply each migration once; the others wait, then find nothing left to do.
 * Without it two of three replicas on a fresh database died on `CREATE TABLE` (drizzle-orm#874).
 */
const migrationLock = 0x5053434d;

/**
 * The lock is a session's: the migrations run on the same connection, and a process that dies mid-way releases it
 * with its connection (each migration is in the migrator's one transaction, rolled back with it).
 */
const migratePostgresUnderLock = async (handle: DatabaseHandle): Promise<void> => {
  const pool = (handle.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const session = await pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [migrationLock]);
    try {
      await migrateNodePostgres(drizzleNodePostgres(session), { migrationsFolder });
    } finally {
      await session.query('select pg_advisory_unlock($1)', [migrationLock]);
    }
    session.release();
  } catch (error) {
    session.release(true);
    throw error;
  }
};

/** The same committed SQL migrations run on PGlite and on PostgreSQL, then the job queue's schema. */
export const runMigrations = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.engine === 'pglite') {
    // One process owns an embedded database: nobody to race.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else await migratePostgresUnderLock(handle);
  // The background jobs' queue (decision 0092): pg-boss's tables, in their own schema, under pg-boss's own lock.
  await installJobQueueSchema(handle);
};

/** This release's migrations (their timestamps), read from the files once: they never change while it runs. */
let releaseMigrations: number[] | undefined;

/**
 * How many of this release's migrations the database has not had: 0 when the schema is current (or ahead, by a
 * newer release's expand step). The migrator applies what is newer than its newest record, so this counts the same.
 */
export const pendingMigrations = async (handle: DatabaseHandle): Promise<number> => {
  releaseMigrations ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const migrations = releaseMigrations;
  const table = await handle.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as present`,
  );
  if (!(table as unknown as { rows: { present: string | null }[] }).rows[0]?.present)
    return migrations.length;
  const newest = await handle.db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const applied = Number((newest as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
  return migrations.filter((folderMillis) => folderMillis > applied).length;
};
