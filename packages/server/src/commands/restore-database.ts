import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { liveOwnerOf } from '../db/data-dir-owner.ts';
import { holdsDatabase, restorePgliteDataDir } from '../db/pglite-backup.ts';

const usage = `Usage: npm run restore -- FILE
  Restores a backup made by npm run backup into DATA_DIR, which must hold no database: stop the server, move the
  old folder aside (keep it until the restored one is checked), then restore. The server applies any newer
  migrations when it starts. With DATABASE_URL set, restore PostgreSQL with pg_restore instead (docs/deploy.md).`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', default: false } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (positionals.length !== 1) fail(usage);
const file = resolve(positionals[0] ?? '');
if (!existsSync(file)) fail(`${file} does not exist.`);

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return error instanceof ConfigError ? fail(error.message) : fail(String(error));
  }
})();
if (config.databaseUrl)
  fail(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore, or from its base backup and WAL (docs/deploy.md).',
  );
const owner = liveOwnerOf(config.dataDir);
if (owner !== null) fail(`A PSC server (pid ${owner}) holds ${config.dataDir}: stop it first.`);
if (holdsDatabase(config.dataDir))
  fail(
    `${config.dataDir} holds a database already: move it aside (keep it until the restored one is checked), then restore again.`,
  );
const { migrations } = await restorePgliteDataDir(file, config.dataDir);
process.stdout.write(
  `Restored ${file} into ${config.dataDir} (${migrations} migrations). Start the server: it applies any newer migrations.\n`,
);
