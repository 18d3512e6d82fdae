import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createPaidAccount, createTestApp, openTestDatabase } from '../../test/test-app.ts';

// Both drivers answer `execute` with `{ rows }`; Drizzle's shared type leaves the reply unknown.
const rowsOf = async <Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> =>
  ((await database.db.execute(query)) as { rows: Row[] }).rows;

/** Every table's row count and every sequence's position: what a test file may rely on when it starts. */
const contents = async (database: DatabaseHandle) => {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`
    SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ count: number }>(
      database,
      sql.raw(`SELECT count(*)::int AS count FROM ${name}`),
    );
    counts[name] = row?.count ?? -1;
  }
  const sequences = await rowsOf(
    database,
    sql`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname <> 'drizzle' ORDER BY 1`,
  );
  return { counts, sequences };
};

// The embedded engine reuses a worker's databases from file to file (test/pglite-pool.ts): one a file has written
// to must come back as the migrated template, or files would see each other's rows.
describe('a test file’s database', () => {
  it('starts as the migrated template, whatever the file before it wrote', async () => {
    const first = await openTestDatabase();
    const template = await contents(first);
    await first.close();

    const t = await createTestApp();
    await createPaidAccount(t);
    expect((await contents(t.deps.database)).counts).not.toEqual(template.counts);
    await t.close();

    const next = await openTestDatabase();
    try {
      expect(await contents(next)).toEqual(template);
    } finally {
      await next.close();
    }
  });
});
