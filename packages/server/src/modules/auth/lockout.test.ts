import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAccount,
  requestTokens,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOCKOUT_THRESHOLD: '3',
    LOCKOUT_BASE_SECONDS: '60',
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
  });
});
afterAll(() => t.close());

const attempt = (email: string, password: string) =>
  requestTokens(t.app, { grant_type: 'password', username: email, password });

describe('sign-in lockout', () => {
  it('locks after repeated failures with the same answer as a wrong password, for a growing period', async () => {
    const account = await registerAccount(t.app);
    for (let failure = 0; failure < 3; failure += 1)
      expect((await attempt(account.email, 'wrong password')).statusCode).toBe(400);
    const locked = await attempt(account.email, account.password);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' });

    t.clock.advance(61_000);
    expect((await attempt(account.email, 'wrong again')).statusCode).toBe(400);
    t.clock.advance(61_000);
    expect((await attempt(account.email, account.password)).statusCode).toBe(400);
    t.clock.advance(60_000);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
    expect((await attempt(account.email, 'wrong once more')).statusCode).toBe(400);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);

    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) => and(eq(table.email, account.email), eq(table.type, 'account_locked')),
    });
    expect(events.map((event) => event.detail?.lockedSeconds)).toEqual([60, 120]);
  });

  it('an administrator of the account can unlock; nobody from another account can', async () => {
    const account = await registerAccount(t.app);
    const adminHeaders = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: adminHeaders })).json();
    for (let failure = 0; failure < 3; failure += 1) await attempt(account.email, 'wrong password');
    expect((await attempt(account.email, account.password)).statusCode).toBe(400);

    const outsider = await registerAccount(t.app);
    const outsiderHeaders = bearer((await signIn(t.app, outsider.email, outsider.password)).access_token);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/accounts/lockout/${me.id}`,
          headers: outsiderHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect((await attempt(account.email, account.password)).statusCode).toBe(400);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/accounts/lockout/${me.id}`,
          headers: adminHeaders,
        })
      ).statusCode,
    ).toBe(200);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses common passwords and the e-mail itself at registration', async () => {
    expect((await registerAccount(t.app, { password: 'Password123' })).response.json().message).toBe(
      'This password is too common: choose one that is harder to guess',
    );
    expect((await registerAccount(t.app, { password: 'x'.repeat(129) })).response.json().message).toBe(
      'Password must be at most 128 characters',
    );
    expect((await registerAccount(t.app, { password: '🍬'.repeat(8) })).response.statusCode).toBe(200);
  });
});
