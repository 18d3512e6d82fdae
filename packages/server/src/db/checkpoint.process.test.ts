import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const openEmbedded = async (checkpointIntervalMs: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'psc-checkpoint-'));
  const handle = await openDatabase({ engine: 'pglite', dataDir: dir, checkpointIntervalMs });
  opened.push({ handle, dir });
  return handle;
};

/** The one row of a query, from either driver's result shape. */
const firstRow = async <Row extends Record<string, unknown>>(
  handle: DatabaseHandle,
  query: SQL,
): Promise<Row> => {
  const rows = await handle.db.execute<Row>(query);
  return (Array.isArray(rows) ? rows[0] : (rows as { rows: Row[] }).rows[0]) as Row;
};

/** Bytes of WAL a crash now would replay on the next open: from the last checkpoint's redo point to the end. */
const replayBytes = async (handle: DatabaseHandle) =>
  Number(
    (
      await firstRow<{ bytes: string }>(
        handle,
        sql`select (pg_current_wal_lsn() - (pg_control_checkpoint()).redo_lsn)::text as bytes`,
      )
    ).bytes,
  );

const lastCheckpoint = async (handle: DatabaseHandle) =>
  (await firstRow<{ lsn: string }>(handle, sql`select (pg_control_checkpoint()).checkpoint_lsn::text as lsn`))
    .lsn;

const writeAbout13MegabytesOfWal = async (handle: DatabaseHandle) => {
  await handle.db.execute(sql`create table filler (id serial primary key, body text)`);
  for (let batch = 0; batch < 200; batch += 1)
    await handle.db.execute(
      sql`insert into filler (body) select repeat('x', 500) from generate_series(1, 100)`,
    );
};

describe('the embedded engine checkpoints, so a reopen after a kill replays little (issue 12 item 5)', () => {
  it('keeps the WAL a crash would replay small once an interval with writes has passed', async () => {
    const handle = await openEmbedded(100);
    await writeAbout13MegabytesOfWal(handle);
    await expect.poll(() => replayBytes(handle), { timeout: 5_000 }).toBeLessThan(1_000_000);
  });

  it('leaves an idle database alone: no checkpoint in an interval in which nothing was written', async () => {
    const handle = await openEmbedded(50);
    await writeAbout13MegabytesOfWal(handle);
    await expect.poll(() => replayBytes(handle), { timeout: 5_000 }).toBeLessThan(1_000_000);
    const redoPoint = () => lastCheckpoint(handle);
    const settled = await redoPoint();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await redoPoint()).toBe(settled);
  });

  it('without a checkpoint in the interval the replay grows with every write (the behaviour before)', async () => {
    const handle = await openEmbedded(3_600_000);
    await writeAbout13MegabytesOfWal(handle);
    expect(await replayBytes(handle)).toBeGreaterThan(10_000_000);
  });
});
