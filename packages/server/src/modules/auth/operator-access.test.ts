import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../../app.ts';
import { bearer, createTestApp, registerAccount, signIn, type TestApp } from '../../../test/test-app.ts';

const operatorKey = 'operator-key-for-tests-0123456789abcdef';
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;

// A probe route declared the way operator routes are; the real ones (price publication, /system) use the same flag.
const probe: FastifyPluginAsyncZod = async (instance) => {
  instance.get(
    '/system/probe',
    { config: { auth: 'operator' }, schema: { response: { 200: z.object({ operator: z.boolean() }) } } },
    async (request) => ({ operator: request.isOperator }),
  );
};

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
  app = await buildApp(t.deps, { serveWebApp: false, extraRoutes: [probe] });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('operator calls', () => {
  it('admit the operator key', async () => {
    const response = await app.inject({ method: 'GET', url: '/system/probe', headers: bearer(operatorKey) });
    expect(response.json()).toEqual({ operator: true });
  });

  it('refuse no key, a wrong key, and any account user, administrators included', async () => {
    expect((await app.inject({ method: 'GET', url: '/system/probe' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/system/probe', headers: bearer(`${operatorKey}x`) }))
        .statusCode,
    ).toBe(401);
    const admin = await registerAccount(app);
    const tokens = await signIn(app, admin.email, admin.password);
    expect(
      (await app.inject({ method: 'GET', url: '/system/probe', headers: bearer(tokens.access_token) }))
        .statusCode,
    ).toBe(401);
  });

  it('are closed when no operator key is configured', async () => {
    const closed = await createTestApp();
    const closedApp = await buildApp(closed.deps, { serveWebApp: false, extraRoutes: [probe] });
    try {
      expect(
        (await closedApp.inject({ method: 'GET', url: '/system/probe', headers: bearer(operatorKey) }))
          .statusCode,
      ).toBe(401);
    } finally {
      await closedApp.close();
      await closed.close();
    }
  });
});
