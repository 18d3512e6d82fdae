import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { liveOwnerOf } from '../db/data-dir-owner.ts';
import { backupPgliteDataDir, holdsDatabase } from '../db/pglite-backup.ts';

const usage = `Usage: npm run backup -- [--to FILE]
  Backs up the embedded database (DATA_DIR, with its local-secrets.json) into one .tar.gz file, by default
  psc-backup-<date and time>.tar.gz in the current folder. Stop the server first: the command refuses while a
  server holds DATA_DIR. With DATABASE_URL set, back up PostgreSQL with pg_dump instead (docs/deploy.md).
  Restore with: npm run restore -- FILE`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values } = (() => {
  try {
    return parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean', default: false } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return error instanceof ConfigError ? fail(error.message) : fail(String(error));
  }
})();
if (config.databaseUrl)
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, or a base backup with WAL archiving (docs/deploy.md).',
  );
if (!holdsDatabase(config.dataDir)) fail(`There is no database in ${config.dataDir}: check DATA_DIR.`);
const owner = liveOwnerOf(config.dataDir);
if (owner !== null)
  fail(
    `A PSC server (pid ${owner}) holds ${config.dataDir}: stop it first; a copy taken beside a running server could not be trusted.`,
  );

const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const file = resolve(values.to ?? `psc-backup-${stamp}.tar.gz`);
if (existsSync(file)) fail(`${file} exists already: choose another --to.`);
const { bytes, migrations } = await backupPgliteDataDir(config.dataDir, file);
process.stdout.write(
  `Backed up ${config.dataDir} (${migrations} migrations) to ${file}, ${(bytes / 1_048_576).toFixed(1)} MiB.\n`,
);
