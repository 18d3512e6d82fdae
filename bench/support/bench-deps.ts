import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createDeps } from '../../packages/server/src/deps.ts';
import { runMigrations } from '../../packages/server/src/db/migrate.ts';
import { seedReferenceData } from '../../packages/server/src/seed.ts';
import { seedDemoMarketData } from '../../packages/server/src/modules/market-data/seed-demo-market-data.ts';

/**
 * The server's composition root for an in-process bench, migrated and seeded with the reference and demo market
 * data: on PGlite in a scratch directory, or, when BENCH_DATABASE_URL names a PostgreSQL server, in a scratch
 * database created there. `close` drops what it made.
 */
export const openBenchDeps = async (label: string) => {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), `psc-bench-${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `psc_bench_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    CAPTCHA_REQUIRED: 'false',
  });
  const deps = await createDeps(config, pino({ level: 'silent' }));
  await runMigrations(deps.database);
  await seedReferenceData(deps);
  await seedDemoMarketData(deps);
  return {
    deps,
    engine: baseUrl ? 'PostgreSQL' : 'PGlite',
    close: async () => {
      await deps.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
