import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAccount,
  requestTokens,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = async () => {
  const account = await registerAccount(t.app);
  const tokens = await signIn(t.app, account.email, account.password);
  const me = (
    await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) })
  ).json<{ id: string; datePasswordLastChanged: number }>();
  return { ...account, tokens, me };
};

const checkUse = (accessToken: string, id: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/details/checkpassworduse',
    headers: bearer(accessToken),
    payload: { id, password },
  });
const change = (accessToken: string, id: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/details/password',
    headers: bearer(accessToken),
    payload: { id, password },
  });

describe('POST /api/v1/users/details/checkpassworduse', () => {
  it('answers 401 for the current password and 200 for a new one', async () => {
    const user = await newUser();
    const used = await checkUse(user.tokens.access_token, user.me.id, user.password);
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe(
      'Sorry, this password has already been used. Please choose a different password.',
    );
    expect((await checkUse(user.tokens.access_token, user.me.id, 'a brand new passphrase')).statusCode).toBe(
      200,
    );
  });

  it("refuses to answer about someone else's password", async () => {
    const user = await newUser();
    const other = await newUser();
    expect((await checkUse(user.tokens.access_token, other.me.id, other.password)).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/users/details/password', () => {
  it('changes the password, keeps this session and revokes the others at once', async () => {
    const user = await newUser();
    const otherSession = await signIn(t.app, user.email, user.password);
    t.clock.advance(60_000);
    const response = await change(user.tokens.access_token, user.me.id, 'sugar cane in santos 2026');
    t.clock.advance(-60_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password Updated' });

    const session = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/checkSessionToken', headers: bearer(token) });
    expect((await session(user.tokens.access_token)).statusCode).toBe(200);
    expect((await session(otherSession.access_token)).statusCode).toBe(401);
    expect(
      (await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: otherSession.refresh_token }))
        .statusCode,
    ).toBe(400);

    expect(
      (await requestTokens(t.app, { grant_type: 'password', username: user.email, password: user.password }))
        .statusCode,
    ).toBe(400);
    await signIn(t.app, user.email, 'sugar cane in santos 2026');

    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(user.tokens.access_token),
      })
    ).json();
    expect(me.datePasswordLastChanged).toBeGreaterThan(user.me.datePasswordLastChanged);
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { eq }) => eq(table.personId, user.me.id),
    });
    expect(events.map((event) => event.type)).toContain('password_changed');
  });

  it('refuses any of the last five passwords with 409', async () => {
    const user = await newUser();
    const passwords = ['first new password', 'second new password', 'third new password'];
    for (const password of passwords)
      expect((await change(user.tokens.access_token, user.me.id, password)).statusCode).toBe(200);
    const reused = await change(user.tokens.access_token, user.me.id, user.password);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      'Sorry, this password has already been used. Please choose a different password.',
    );
    expect((await change(user.tokens.access_token, user.me.id, passwords[0] ?? '')).statusCode).toBe(409);
  });

  it('applies the length policy and only to the caller', async () => {
    const user = await newUser();
    const other = await newUser();
    expect((await change(user.tokens.access_token, user.me.id, 'short')).statusCode).toBe(400);
    expect((await change(user.tokens.access_token, other.me.id, 'a perfectly fine one')).statusCode).toBe(
      403,
    );
    await signIn(t.app, other.email, other.password);
  });

  it('answers a missing field with a clear 400', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/details/password',
      headers: bearer(user.tokens.access_token),
      payload: { id: user.me.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toMatch(/password/);
  });
});

describe('the users contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, userEndpoints);
  });
});
