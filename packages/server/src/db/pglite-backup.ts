import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { claimDataDir, ownerFileOf } from './data-dir-owner.ts';

/** How many migrations the database holds: a backup's and a restore's one-line proof that it is PSC's database. */
const migrationsOf = async (client: PGlite): Promise<number> =>
  Number(
    (
      await client.query<{ count: number | string }>(
        'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
      )
    ).rows[0]?.count ?? 0,
  );

/** Whether `dataDir` holds an embedded database already (PostgreSQL's own marker file). */
export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * The whole DATA_DIR as PGlite's own gzipped tar (`dumpDataDir`): the cluster after a checkpoint, and the files
 * beside it, local-secrets.json among them (the captcha and TOTP keys when not set in the environment; without
 * them no second factor could be checked after a restore). Written beside `file` first and renamed when complete,
 * so a failed backup never leaves a file that looks whole. The caller makes sure no server holds the folder.
 */
export const backupPgliteDataDir = async (
  dataDir: string,
  file: string,
): Promise<{ bytes: number; migrations: number }> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const ownership = claimDataDir(dataDir);
  const partial = `${file}.partial`;
  try {
    const client = await PGlite.create(dataDir);
    try {
      const migrations = await migrationsOf(client);
      await client.exec('CHECKPOINT');
      const archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      writeFileSync(partial, archive);
      renameSync(partial, file);
      return { bytes: archive.byteLength, migrations };
    } finally {
      await client.close();
    }
  } finally {
    rmSync(partial, { force: true });
    ownership.release();
  }
};

/**
 * Unpacks a backup into `dataDir`, which must hold no database, and opens it once to prove it whole. The server
 * applies any migration newer than the backup when it next starts.
 */
export const restorePgliteDataDir = async (
  file: string,
  dataDir: string,
): Promise<{ migrations: number }> => {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const ownership = claimDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      return { migrations: await migrationsOf(client) };
    } finally {
      await client.close();
    }
  } finally {
    // The archive carries the pid of the process that made it; this folder's owner is whoever opens it next.
    ownership.release();
    rmSync(ownerFileOf(dataDir), { force: true });
  }
};
