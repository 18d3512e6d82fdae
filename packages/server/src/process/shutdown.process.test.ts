import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/own-services.ts';
import { spawnServer } from '../../test/server-process.ts';

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
    const { child, output, exited } = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    });
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
      expect(ready, output().stderr).toBe(true);
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
      expect(code, output().stderr).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
