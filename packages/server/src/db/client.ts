import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers, and a transaction of either, share this type; repositories take it as their executor. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; maxConnections?: number }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite'; client: PGlite };

export const openDatabase = async (target: DatabaseTarget): Promise<DatabaseHandle> => {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle client's network error is emitted on the pool; unhandled, it would crash the process.
    pool.on('error', () => undefined);
    return { db: drizzleNodePostgres(pool, { schema }) as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const client = 'client' in target ? target.client : await openPgliteDirectory(target.dataDir);
  await client.waitReady;
  return { db: drizzlePglite(client, { schema }) as unknown as Database, engine: 'pglite', close: () => client.close() };
};

const openPgliteDirectory = async (dataDir: string): Promise<PGlite> => {
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir);
};
