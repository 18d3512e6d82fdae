import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL and Redis servers of a test's own, on ports of their own, for tests that stop and restart them:
 * the run's shared servers are never touched.
 */

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const postgresBin = () => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  const bin = version ? join(root, version, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'pg_ctl')))
    throw new Error(`PostgreSQL server binaries not found under ${root}: install the postgresql package`);
  return bin;
};

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
const asServerUser = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });

export type OwnPostgres = {
  url: string;
  stop: () => void;
  start: () => void;
  restart: () => void;
  destroy: () => void;
};

export const startOwnPostgres = async (): Promise<OwnPostgres> => {
  const bin = postgresBin();
  const directory = mkdtempSync(join(tmpdir(), 'psc-own-pg-'));
  chmodSync(directory, 0o777);
  const dataDir = join(directory, 'data');
  const port = await freePort();
  asServerUser(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) =>
    asServerUser(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(directory, 'log'),
      '-w',
      ...args,
    ]);
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start'),
    restart: () => pgCtl('restart', '-m', 'fast'),
    destroy: () => {
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        // Already stopped.
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

export type OwnRedis = { url: string; stop: () => Promise<void> };

export const startOwnRedis = async (): Promise<OwnRedis> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    const started = Date.now();
    const probe = () => {
      const connection = connect(port, '127.0.0.1', () => {
        connection.end();
        resolve();
      });
      connection.once('error', () => {
        if (Date.now() - started > 10_000) reject(new Error('redis-server did not start'));
        else setTimeout(probe, 50);
      });
    };
    probe();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
};
