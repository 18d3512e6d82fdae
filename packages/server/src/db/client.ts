import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import pg from 'pg';
import { claimDataDir } from './data-dir-owner.ts';
import { withClientParsers } from './pglite-client-parsers.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers, and a transaction of either, share this type; repositories take it as their executor. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A write another statement carries as a CTE (`WITH x AS (INSERT …)`): both commit together, no transaction. */
export type SideStatement = TypedQueryBuilder<undefined>;

/** What a LISTEN subscriber hears: payloads, and whether it may have missed some (connection lost or regained). */
export type NotificationHandlers = {
  onNotification: (payload: string) => void;
  /** Listening (again): anything sent while not listening was missed. */
  onListening: () => void;
  /** Not listening until the next onListening. */
  onInterrupted: () => void;
};

export type Listener = {
  /** Resolves once a notification sent now has been heard: everything committed before the call has been heard too. */
  barrier: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN on `channel` for the life of the handle, on its own connection for PostgreSQL. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Listener>;
  /** Where the database is, for a library that opens its own connections (the job queue, decision 0092). */
  connection: { engine: 'postgres'; url: string } | { engine: 'pglite'; client: PGlite };
};

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; maxConnections?: number }
  | { engine: 'pglite'; dataDir: string; checkpointIntervalMs?: number }
  | { engine: 'pglite'; client: PGlite };

export type DatabaseOptions = {
  /** Hears every statement's text; only tests listen (to count what a path writes), never a mechanism of the app. */
  onStatement?: (sql: string) => void;
};

export const openDatabase = async (
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> => {
  const { onStatement } = options;
  const logger = onStatement === undefined ? false : { logQuery: (sql: string) => onStatement(sql) };
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle client's network error is emitted on the pool; unhandled, it would crash the process.
    pool.on('error', () => undefined);
    // A checked-out client (mid-transaction, between statements) emits its own 'error' when the server goes away,
    // e.g. 57P01 on a PostgreSQL restart; the pool listens only to idle ones. Unhandled, that kills the process.
    // The statement in flight is rejected anyway, and the pool discards the broken client.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return {
      db: drizzleNodePostgres(pool, { schema, logger }) as unknown as Database,
      engine: 'postgres',
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnPostgres(target.url, pool, channel, handlers),
      connection: { engine: 'postgres', url: target.url },
    };
  }
  // Loaded only for the embedded engine: a server on PostgreSQL never needs PGlite (issue 18's memory figure).
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const client = 'client' in target ? target.client : await openPgliteDirectory(target.dataDir);
  await client.waitReady;
  const checkpointer =
    'dataDir' in target ? await startCheckpointer(client, target.checkpointIntervalMs) : null;
  // npm run backup and restore refuse a folder a live process holds (data-dir-owner.ts).
  const ownership = 'dataDir' in target ? claimDataDir(target.dataDir) : null;
  return {
    db: drizzlePglite({ client: withClientParsers(client), schema, logger }) as unknown as Database,
    engine: 'pglite',
    close: async () => {
      checkpointer?.stop();
      await client.close();
      ownership?.release();
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    connection: { engine: 'pglite', client },
  };
};

const barrierPrefix = 'barrier:';

const barriers = (send: (payload: string) => Promise<unknown>) => {
  const waiting = new Map<string, () => void>();
  let counter = 0;
  return {
    /** True when the payload was a barrier (and is not for the subscriber). */
    heard: (payload: string): boolean => {
      if (!payload.startsWith(barrierPrefix)) return false;
      waiting.get(payload)?.();
      waiting.delete(payload);
      return true;
    },
    barrier: async () => {
      counter += 1;
      const payload = `${barrierPrefix}${process.pid}:${counter}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve, reject) => {
        waiting.set(payload, resolve);
        timer = setTimeout(() => {
          waiting.delete(payload);
          reject(new Error('no notification heard within 5 s: is the listener connected?'));
        }, 5_000);
      });
      try {
        await send(payload);
        await heard;
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

// PGlite runs in this process and hands notifications over as it reads the reply of the committing statement.
const listenOnPglite = async (
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> => {
  const sync = barriers((payload) => client.query('SELECT pg_notify($1, $2)', [channel, payload]));
  const unlisten = await client.listen(channel, (payload) => {
    if (!sync.heard(payload)) handlers.onNotification(payload);
  });
  handlers.onListening();
  return {
    barrier: sync.barrier,
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
};

/** How the listening connection shows in pg_stat_activity. */
export const listenerApplicationName = 'psc-change-listener';
const heartbeatMs = 15_000;
const reconnectMs = 1_000;

/**
 * A dedicated connection (a pooled one would be handed to other queries). A lost connection is reported at once,
 * a silently dead one by the heartbeat; it reconnects until closed.
 */
const listenOnPostgres = async (
  url: string,
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> => {
  const sync = barriers((payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    void lostClient.end().catch(() => undefined);
    handlers.onInterrupted();
    if (!closed) retry = setTimeout(() => void connect(), reconnectMs);
  };
  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: listenerApplicationName,
    });
    candidate.on('notification', (message) => {
      if (message.channel !== channel || client !== candidate) return;
      const payload = message.payload ?? '';
      if (!sync.heard(payload)) handlers.onNotification(payload);
    });
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      void candidate.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), reconnectMs);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    handlers.onListening();
  };
  const heartbeat = setInterval(() => {
    const current = client;
    if (current === null) return;
    const timeout = setTimeout(() => lost(current), heartbeatMs / 3);
    current.query('SELECT 1').then(
      () => clearTimeout(timeout),
      () => {
        clearTimeout(timeout);
        lost(current);
      },
    );
  }, heartbeatMs);
  heartbeat.unref();
  await connect();
  return {
    barrier: sync.barrier,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};

export const defaultCheckpointIntervalMs = 60_000;

/**
 * PGlite runs PostgreSQL as a single backend with no checkpointer process: WAL is checkpointed only on a clean close
 * or once it reaches max_wal_size (1 GB). After a kill, the next open replays everything since the last checkpoint,
 * so each reopen took longer than the one before (issue 12 item 5). A checkpoint once opened (after any replay) and
 * then every interval in which something was written keeps a crash's replay to one interval's writes. Whether
 * anything was written the database says itself: its WAL insert position moved since the last checkpoint (a
 * checkpoint's own record included, so the position is read after it).
 */
const startCheckpointer = async (
  client: PGlite,
  intervalMs = defaultCheckpointIntervalMs,
): Promise<{ stop: () => void }> => {
  const walPosition = async () =>
    (await client.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]?.lsn;
  const checkpoint = async () => {
    await client.exec('CHECKPOINT');
    return walPosition();
  };
  let positionAtCheckpoint = await checkpoint();
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    walPosition()
      .then(async (position) => {
        if (position !== positionAtCheckpoint) positionAtCheckpoint = await checkpoint();
      })
      // A failed checkpoint leaves the next interval to try again; the data is safe in the WAL either way.
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

const openPgliteDirectory = async (dataDir: string): Promise<PGlite> => {
  mkdirSync(dataDir, { recursive: true });
  return (await import('@electric-sql/pglite')).PGlite.create(dataDir);
};
