import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/own-services.ts';

const serverRoot = join(import.meta.dirname, '..', '..');

/** GET over a keep-alive agent: the connection stays open after the reply, as a browser's does. */
const keepAliveGet = (agent: Agent, port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

/** Issue 12 item 5: SIGTERM with clients holding keep-alive connections ends quickly, with code 0. */
describe('shutdown', () => {
  it('exits 0 soon after SIGTERM although clients hold keep-alive connections', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'psc-shutdown-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=@psc/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'error',
        CAPTCHA_REQUIRED: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const started = Date.now();
      let ready = false;
      while (!ready && Date.now() - started < 60_000) {
        ready = await keepAliveGet(agent, port, '/api/v1/currencies/')
          .then((status) => status > 0)
          .catch(() => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ready, stderr).toBe(true);
      await Promise.all(Array.from({ length: 4 }, () => keepAliveGet(agent, port, '/api/v1/currencies/')));

      // Requests still in flight when the signal arrives: they are answered, and their connections then go idle.
      const inFlight = Array.from({ length: 8 }, () =>
        keepAliveGet(agent, port, '/api/v1/currencies/').catch(() => 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const signalled = Date.now();
      child.kill('SIGTERM');
      await Promise.all(inFlight);
      const code = await exited;
      expect(code, stderr).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
