import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

/** Migrates one template per run; each test file then gets its own copy (test/test-app.ts). */
export default async function setup(project: TestProject) {
  const engine =
    process.env.PSC_TEST_DB_ENGINE ?? (project.config.env?.PSC_TEST_DB_ENGINE as string | undefined);
  if (engine === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

const setupPglite = async (project: TestProject) => {
  const directory = join(import.meta.dirname, '..', '..', '..', '.vitest-db');
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `template-${process.pid}-${randomUUID()}.tar`);
  const client = new PGlite();
  const handle = await openDatabase({ engine: 'pglite', client });
  await runMigrations(handle);
  const dump = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplateName', '');
  return () => rmSync(path, { force: true });
};

const setupPostgres = async (project: TestProject) => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const templateName = `psc_test_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const handle = await openDatabase({
    engine: 'postgres',
    url: databaseUrlFor(baseUrl, templateName),
    maxConnections: 1,
  });
  await runMigrations(handle);
  await handle.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplateName', templateName);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`psc_test_%_${process.pid}_%`],
    );
    for (const row of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.end();
  };
};
