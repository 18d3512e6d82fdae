import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../app.ts';
import { createTestApp, registerAccount, webClientAuthorization, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let releaseSlow: () => void = () => undefined;

// Two probes that report the count while their own request is in flight: one counted, one declared as hashing.
const probes: FastifyPluginAsyncZod = async (instance) => {
  const reply = { response: { 200: z.object({ othersActive: z.boolean() }) } };
  instance.get('/probe/load', { config: { auth: 'public' }, schema: reply }, async () => ({
    othersActive: t.deps.requestLoad.othersActive(),
  }));
  instance.get('/probe/slow', { config: { auth: 'public' }, schema: reply }, async () => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    return { othersActive: t.deps.requestLoad.othersActive() };
  });
  instance.get(
    '/probe/hashing',
    { config: { auth: 'public', hashesPasswords: true }, schema: reply },
    async () => ({ othersActive: t.deps.requestLoad.othersActive() }),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(t.deps, { serveWebApp: false, extraRoutes: [probes] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // fetch keeps its connections open for reuse; a listening app's close would wait for them.
  app.server.closeAllConnections();
  await app.close();
  await t.close();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
// Past the quiet moment the load keeps after a request ends (100 ms).
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the load the password hasher reads (decision 0074)', () => {
  it('counts a request while it is served and a moment after, and leaves out routes that hash passwords', async () => {
    await quiet();
    expect(await (await fetch(`${base}/probe/hashing`)).json()).toEqual({ othersActive: false });
    expect(await (await fetch(`${base}/probe/load`)).json()).toEqual({ othersActive: true });
    await quiet();
    expect(t.deps.requestLoad.othersActive()).toBe(false);
  });

  it('does not count sign-ins, which wait on the hasher', async () => {
    const admin = await registerAccount(app);
    await quiet();
    const signIn = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    expect(t.deps.requestLoad.othersActive()).toBe(false);
  });

  it('counts a request out when its client goes away before the reply', async () => {
    await quiet();
    const controller = new AbortController();
    const aborted = fetch(`${base}/probe/slow`, { signal: controller.signal }).catch(() => 'aborted');
    while (!t.deps.requestLoad.othersActive()) await settled();
    controller.abort();
    expect(await aborted).toBe('aborted');
    await quiet();
    expect(t.deps.requestLoad.othersActive()).toBe(false);
    releaseSlow();
    await quiet();
    expect(t.deps.requestLoad.othersActive()).toBe(false);
  });
});
