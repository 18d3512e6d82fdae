import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createPaidAccount,
  createTestApp,
  webClientAuthorization,
  type TestApp,
} from '../../test/test-app.ts';

/** Bad input is refused with a 4xx and a clean message; none of these reach the database as a 500. */
describe('bad input', () => {
  let t: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    accessToken = (await createPaidAccount(t)).admin.accessToken;
  });

  afterAll(async () => {
    await t.close();
  });

  const expectClean = (response: { statusCode: number; body: string }, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).not.toMatch(/FST_ERR|\.ts:\d+|node_modules/);
  };

  it.each([
    [
      'POST',
      '/register',
      {
        account: 'A\u0000',
        email: 'nul@test.example',
        firstname: 'N',
        lastname: 'L',
        password: 'correct horse battery',
      },
    ],
    ['POST', '/requestpasswordreset', { email: 'a\u0000b@test.example' }],
    [
      'PUT',
      '/api/v1/users/details',
      { id: '00000000-0000-4000-8000-000000000000', firstname: 'a\u0000', lastname: 'b' },
    ],
    ['GET', '/api/v1/accounts/checkcoupon?coupon=%00', undefined],
  ])('refuses a NUL character in %s %s with 400', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: bearer(accessToken),
      payload,
    });
    expectClean(response, 400);
    expect(response.json<{ message: string }>().message).toContain('NUL');
  });

  // Issue 48: these answered 500 (API-key creation, user names, the date format) or stored U+FFFD silently.
  it.each([
    ['POST', '/api/v1/accounts/apikeys', { name: 'key \uD800', scopes: ['prices:read'] }],
    [
      'POST',
      '/api/v1/users',
      { email: 'lone@test.example', firstname: '\uDC00', lastname: 'L', permissions: 'U' },
    ],
    [
      'PUT',
      '/api/v1/users/details',
      { id: '00000000-0000-4000-8000-000000000000', firstname: 'a', lastname: '\uD800' },
    ],
    [
      'PUT',
      '/api/v1/settings/personalisation',
      { dateFormatTarget: 'personDateFormat', personDateFormat: 'yyyy \uD800' },
    ],
    ['PUT', '/api/v1/settings/language', { personLanguage: 'es\uD800' }],
    ['POST', '/requestpasswordreset', { email: '\uD800@test.example' }],
    ['GET', '/api/v1/accounts/checkcoupon?coupon=%ED%A0%80', undefined],
  ])('refuses a lone UTF-16 surrogate in %s %s with 400', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expectClean(response, 400);
  });

  it('names the lone surrogate in its refusal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/apikeys',
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      payload: '{"name":"key \\ud800","scopes":["prices:read"]}',
    });
    expectClean(response, 400);
    expect(response.json<{ message: string }>().message).toBe(
      'Invalid request: text must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)',
    );
  });

  it('refuses a NUL character in a sign-in name as an OAuth error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'a\u0000b',
        password: 'x',
      }).toString(),
    });
    expectClean(response, 400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a NUL character in a path parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/a%00b',
      headers: bearer(accessToken),
    });
    expectClean(response, 400);
  });

  it.each([
    ['/api/v1/accounts/billingEmail', { userId: 'not-a-uuid' }],
    ['/api/v1/accounts/defaultAdmin', { userId: '-1' }],
    ['/api/v1/users/details', { id: 'C', firstname: 'a', lastname: 'b' }],
    [
      '/api/v1/users/detailsAndPermissions',
      { id: '1.5e-323', firstname: 'a', lastname: 'b', permissions: 'U' },
    ],
  ])('refuses a non-UUID user id on PUT %s with 400', async (url, payload) => {
    const response = await t.app.inject({ method: 'PUT', url, headers: bearer(accessToken), payload });
    expectClean(response, 400);
    expect(response.json<{ message: string }>().message).toContain('Unknown user');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"account":'],
    ['an empty JSON body', 'application/json', ''],
    ['a wrong content type', 'text/csv', 'a,b'],
    ['NaN', 'application/json', 'NaN'],
  ])(
    'POST /register answers %s with a 4xx, not a serialisation 500',
    async (_label, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/register',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.body).not.toMatch(/FST_ERR/);
    },
  );

  it('tells a missing field from an invalid one by the request, not by the schema message', async () => {
    const createKey = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/apikeys',
        headers: bearer(accessToken),
        payload: { scopes: ['prices:read'], ...payload },
      });
    const missing = await createKey({});
    expectClean(missing, 400);
    expect(missing.json().message).toMatch(/^Required parameter is missing: name: /);
    const invalid = await createKey({ name: 42 });
    expectClean(invalid, 400);
    expect(invalid.json().message).toMatch(/^Invalid request: name: /);
    const missingQuery = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feeds/board.json',
      headers: bearer(accessToken),
    });
    expect(missingQuery.json().message).toMatch(/^Required parameter is missing: contract: /);
  });

  it('answers an oversized body with 413 and a clean message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(1_100_000) }),
    });
    expectClean(response, 413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/details',
      headers: { ...bearer(accessToken), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectClean(response, 415);
  });

  it('answers an over-long path parameter with 414 without echoing the path', async () => {
    const long = 'x'.repeat(500);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${long}`,
      headers: bearer(accessToken),
    });
    expectClean(response, 414);
    expect(response.body).not.toContain(long);
    expect(response.json()).toMatchObject({ code: 'URI_TOO_LONG' });
  });

  it.each(['/api/v1/calculators/LONG/history', '/api/v1/nothing/LONG', '/LONG'])(
    'answers an over-long segment of %s with 414 without echo, signed in or not',
    async (template) => {
      const long = 'y'.repeat(150);
      for (const headers of [{}, bearer(accessToken)]) {
        const response = await t.app.inject({ method: 'GET', url: template.replace('LONG', long), headers });
        expectClean(response, 414);
        expect(response.body).not.toContain(long);
        expect(response.json()).toMatchObject({
          code: 'URI_TOO_LONG',
          message: 'Request address is too long',
        });
      }
    },
  );
});
