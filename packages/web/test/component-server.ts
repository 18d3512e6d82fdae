import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/own-services.ts';
import { spawnServer } from '../../server/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    componentServerUrl: string;
    /** A stand-in for a chat service's incoming webhook (Slack, Teams): it answers every message 200 "ok". */
    chatDoubleUrl: string;
  }
}

/**
 * The component tests' server: main.ts as `npm start` runs it, in a process of its own, on an embedded database with
 * the demo team (captcha off). The components talk to it through their real callers, as in the browser.
 *
 * Vitest runs the projects' global set-ups one after another before any test, and this server takes about 13 s to
 * start; so the set-up only spawns it, and each worker waits for it to answer before its first component test
 * (test/component-server-ready.ts), while the server projects migrate their templates and the pure tiers run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-component-server-'));
  const port = await freePort();
  // Chat channels and webhooks a component test adds point at a local double (127.0.0.1), as in the journeys.
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
  });
  let stopping = false;
  void server.exited.then((code) => {
    if (!stopping)
      console.error(`The component tests' server exited (code ${code}):\n${server.output().stderr}`);
  });
  project.provide('componentServerUrl', `http://127.0.0.1:${port}`);
  const chatDouble = createServer((request, reply) => {
    request.resume();
    request.on('end', () => reply.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  });
  await new Promise<void>((resolve) => chatDouble.listen(0, '127.0.0.1', resolve));
  project.provide('chatDoubleUrl', `http://127.0.0.1:${(chatDouble.address() as AddressInfo).port}/chat`);
  return async () => {
    stopping = true;
    chatDouble.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
