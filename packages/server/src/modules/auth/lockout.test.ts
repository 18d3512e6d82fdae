import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaMessages } from '@psc/core/auth/auth-messages';
import { solveCaptcha } from '../../../test/captcha-solver.ts';
import {
  bearer,
  createTestApp,
  registerAccount,
  signIn,
  uniqueEmail,
  webClientAuthorization,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOCKOUT_THRESHOLD: '3',
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
  });
});
afterAll(() => t.close());

const attacker = '203.0.113.66';
const office = '198.51.100.7';
const captchaAsked = { error: 'invalid_captcha', error_description: captchaMessages.missing };

const attempt = (email: string, password: string, remoteAddress: string, captcha?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      ...(captcha === undefined ? {} : { 'g-captcha-response': captcha }),
    }).toString(),
  });

describe('failed sign-ins lock out the attacker, not the user (docs/decisions/0026)', () => {
  it('failures from one address ask every address for a captcha, and the user signs in with one', async () => {
    const account = await registerAccount(t.app);
    for (let failure = 0; failure < 3; failure += 1)
      expect((await attempt(account.email, 'wrong password', attacker)).statusCode).toBe(400);

    const withoutCaptcha = await attempt(account.email, account.password, office);
    expect(withoutCaptcha.statusCode).toBe(403);
    expect(withoutCaptcha.json()).toEqual(captchaAsked);
    const withCaptcha = await attempt(account.email, account.password, office, await solveCaptcha(t.app));
    expect(withCaptcha.statusCode).toBe(200);

    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) =>
        and(eq(table.email, account.email), eq(table.type, 'sign_in_captcha_escalated')),
    });
    expect(events.map((event) => event.detail)).toEqual([{ failures: 3, windowSeconds: 900 }]);
  });

  it('asks the same captcha at an unknown address, so the reply tells nobody who has an account', async () => {
    const known = await registerAccount(t.app);
    const unknown = uniqueEmail('nobody');
    for (let failure = 0; failure < 3; failure += 1) {
      await attempt(known.email, 'wrong password', attacker);
      await attempt(unknown, 'wrong password', attacker);
    }
    const [atKnown, atUnknown] = [
      await attempt(known.email, 'wrong password', office),
      await attempt(unknown, 'wrong password', office),
    ];
    expect([atKnown.statusCode, atUnknown.statusCode]).toEqual([403, 403]);
    expect(atKnown.json()).toEqual(atUnknown.json());
  });

  it('the captcha is asked only while failures are recent', async () => {
    const short = await createTestApp({ LOCKOUT_THRESHOLD: '3', LOGIN_WINDOW_SECONDS: '1' });
    try {
      const account = await registerAccount(short.app);
      const tryAt = (password: string, address: string) =>
        attempt(account.email, password, address, undefined, short.app);
      for (let failure = 0; failure < 3; failure += 1) await tryAt('wrong password', attacker);
      expect((await tryAt(account.password, office)).statusCode).toBe(403);
      // Redis expires the window in real time, the in-memory limiter on the test clock: let both pass.
      short.clock.advance(1_100);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await tryAt(account.password, office)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('an administrator of the account can clear the failures; nobody from another account can', async () => {
    const account = await registerAccount(t.app);
    const adminHeaders = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: adminHeaders })).json();
    for (let failure = 0; failure < 3; failure += 1) await attempt(account.email, 'wrong password', attacker);
    expect((await attempt(account.email, account.password, office)).statusCode).toBe(403);

    const outsider = await registerAccount(t.app);
    const outsiderHeaders = bearer((await signIn(t.app, outsider.email, outsider.password)).access_token);
    const unlock = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/accounts/lockout/${me.id}`, headers });
    expect((await unlock(outsiderHeaders)).statusCode).toBe(404);
    expect((await attempt(account.email, account.password, office)).statusCode).toBe(403);

    expect((await unlock(adminHeaders)).statusCode).toBe(200);
    expect((await attempt(account.email, account.password, office)).statusCode).toBe(200);
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
