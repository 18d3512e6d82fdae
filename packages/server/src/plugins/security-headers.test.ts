import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPaidAccount, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('security headers (issue 12 item 9)', () => {
  let t: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    accessToken = (await createPaidAccount(t)).admin.accessToken;
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps personal JSON out of every cache and lets an API reply load or frame nothing', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves a revalidated reply its own caching', async () => {
    const currencies = await t.app.inject({
      method: 'GET',
      url: '/api/v1/currencies/',
      headers: bearer(accessToken),
    });
    expect(currencies.statusCode).toBe(200);
    expect(currencies.headers.etag).toBeDefined();
    expect(currencies.headers['cache-control']).toBe('private, no-cache');
  });
});
