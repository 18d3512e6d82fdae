import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPaidAccount, createTestApp, type TestApp } from '../../test/test-app.ts';

// docs/decisions/0068: a route that changes data invalidates its caller's read caches before its reply leaves,
// because it says so (its method, or `changesData` on the spec's GETs that write), not because of its SQL.
describe('invalidation by what a route does', () => {
  let t: TestApp;
  let accountId: string;
  let accessToken: string;

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHES: 'true' });
    const desk = await createPaidAccount(t);
    accountId = desk.accountId;
    accessToken = desk.admin.accessToken;
  });
  afterAll(() => t.close());

  /** Whether a cache entry of the account, read before `request`, may still be served after it. */
  const keptAcross = async (request: () => Promise<{ statusCode: number }>, expectedStatus: number) => {
    await t.settleChanges();
    const ticket = t.deps.cacheInvalidation.ticket();
    expect((await request()).statusCode).toBe(expectedStatus);
    return t.deps.cacheInvalidation.isCurrent(ticket, accountId);
  };
  const call =
    (method: 'GET' | 'PUT', url: string, token = accessToken) =>
    () =>
      t.app.inject({ method, url, headers: bearer(token) });
  const missingCalculator = `/api/v1/calculator/${randomUUID()}/tons?value=1500`;

  it('keeps the caches across a read', async () => {
    expect(await keptAcross(call('GET', '/api/v1/checkSessionToken'), 200)).toBe(true);
  });

  it('invalidates across a write its handler refused, which wrote nothing a notification could announce', async () => {
    expect(await keptAcross(call('PUT', missingCalculator), 404)).toBe(false);
  });

  it('invalidates across a GET the spec made a write (the two-step code check), even a refused one', async () => {
    // No two-step set-up was started: the code is refused (in the body, as the spec answers) and nothing is written.
    expect(await keptAcross(call('GET', '/api/v1/otp/check/000000'), 200)).toBe(false);
  });

  it('keeps the caches across a write turned away before its handler: no token, or an invalid body', async () => {
    expect(await keptAcross(call('PUT', missingCalculator, 'not-a-token'), 401)).toBe(true);
    const invalidBody = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/alerts',
        headers: bearer(accessToken),
        payload: { name: 42 },
      });
    expect(await keptAcross(invalidBody, 400)).toBe(true);
  });
});
