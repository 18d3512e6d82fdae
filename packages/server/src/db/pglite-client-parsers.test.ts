import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { drizzleTextTypeOids, withClientParsers } from './pglite-client-parsers.ts';

type QueryOptions = Parameters<PGlite['query']>[2];

// decision 0076: drizzle's per-query parsers become the client's own and are no longer sent with each query.
describe('the PGlite client under drizzle', () => {
  const sent: QueryOptions[] = [];
  let client: PGlite;
  let database: DatabaseHandle;

  beforeAll(async () => {
    // A copy of the migrated template of its own (not the pool's: its query method is wrapped below).
    client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    // Observes what reaches PGlite (a third party's method, wrapped in place), and passes every call on.
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      sent.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    database = await openDatabase({ engine: 'pglite', client });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists exactly the parsers drizzle sends, in both of its row modes', () => {
    const prepared = new PglitePreparedQuery(
      client,
      'SELECT 1',
      [],
      undefined as never,
      undefined as never,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    );
    const oids = (parsers: object | undefined) =>
      Object.keys(parsers ?? {})
        .map(Number)
        .sort((a, b) => a - b);
    const expected = [...drizzleTextTypeOids].sort((a, b) => a - b);
    // Private in drizzle's types; read here because the list must match what drizzle actually sends.
    const configs = prepared as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: object }>;
    expect(oids(configs.queryConfig.parsers)).toEqual(expected);
    expect(oids(configs.rawQueryConfig.parsers)).toEqual(expected);
  });

  it('sends no parsers with a query and still returns dates, times and intervals as text', async () => {
    sent.length = 0;
    const result = (await database.db.execute(
      sql`SELECT timestamptz '2026-11-28 10:00:00+00' AS at, timestamp '2026-11-28 10:00' AS local,
                 date '2026-11-28' AS day, interval '1 day' AS span, ARRAY[date '2026-11-28'] AS days`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows[0]).toEqual({
      at: '2026-11-28 10:00:00+00',
      local: '2026-11-28 10:00:00',
      day: '2026-11-28',
      span: '1 day',
      days: '{2026-11-28}',
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((options) => options?.parsers === undefined)).toBe(true);
  });

  it('returns the same text inside a transaction', async () => {
    sent.length = 0;
    const rows = await database.db.transaction(async (tx) => {
      const reply = (await tx.execute(sql`SELECT date '2026-11-28' AS day`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return reply.rows;
    });
    expect(rows).toEqual([{ day: '2026-11-28' }]);
  });

  it('passes parsers other than drizzle’s on to PGlite', async () => {
    sent.length = 0;
    const reply = await withClientParsers(client).query<{ n: unknown }>('SELECT 41 AS n', [], {
      parsers: { 23: (value: string) => Number(value) + 1 },
    });
    expect(reply.rows[0]?.n).toBe(42);
    expect(sent[0]?.parsers).toBeDefined();
  });
});
