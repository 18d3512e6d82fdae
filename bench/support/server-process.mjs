// Starts the built server on a free data directory for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverEntry = new URL('../../packages/server/dist/main.js', import.meta.url).pathname;

export const startServer = async ({ port, env = {} }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', CAPTCHA_REQUIRED: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/aqa/settings`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const webClientAuthorization = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;

export const signIn = async (url, email, password) => {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
};
