import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/own-services.ts';
import { spawnServer } from '../../server/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    componentServerUrl: string;
  }
}

const startWithinMs = 90_000;

/**
 * The component tests' server: main.ts as `npm start` runs it, in a process of its own, on an embedded database with
 * the demo team (captcha off). The components talk to it through their real callers, as in the browser.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-component-server-'));
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${url}/aqa/settings`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) break;
    const exitCode = server.child.exitCode;
    if (exitCode !== null || Date.now() - started > startWithinMs) {
      server.child.kill('SIGKILL');
      throw new Error(`The component tests' server did not start: ${server.output().stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('componentServerUrl', url);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
