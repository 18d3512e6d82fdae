import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/own-services.ts';
import { spawnServer } from '../../test/server-process.ts';

/** Issue 12 item 5b: a bad environment ends the start with one clear line naming the setting, and exit code 1. */
const expectOneClearLine = async (environment: Record<string, string>, setting: RegExp) => {
  const server = spawnServer(environment);
  const code = await server.exited;
  const { stderr } = server.output();
  expect(code, stderr).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(setting);
  expect(stderr).not.toMatch(/^\s+at /m);
};

describe('start-up with a bad environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-start-up-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names PORT when the port is in use', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expectOneClearLine(
        { PORT: String(port), DATA_DIR: join(dataDir, 'port') },
        /Port \d+ .*set PORT/,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const closedPort = await freePort();
    await expectOneClearLine(
      {
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${closedPort}/psc`,
      },
      /DATABASE_URL=postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/psc .*start PostgreSQL, or fix DATABASE_URL/,
    );
  }, 60_000);

  it('names the data folder when it cannot be written', async () => {
    await expectOneClearLine(
      { PORT: String(await freePort()), DATA_DIR: '/etc/hostname/psc-data' },
      /The data folder \/etc\/hostname\/psc-data cannot be written: .*DATA_DIR/,
    );
  }, 60_000);

  it('warns loudly when Redis cannot be reached, and serves the rest', async () => {
    const server = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: join(dataDir, 'redis'),
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    try {
      const started = Date.now();
      while (
        !server.output().stdout.includes('Redis at REDIS_URL is unreachable') &&
        Date.now() - started < 45_000
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.output().stdout).toContain(
        'Redis at REDIS_URL is unreachable: sign-in and registration will answer 503 until it is back',
      );
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});
