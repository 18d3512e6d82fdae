import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaEndpoints } from '@psc/core/captcha/captcha.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { createTestApp, registerAccount, requestTokens, type TestApp } from '../../../test/test-app.ts';
import { solveCaptcha } from '../../../test/captcha-solver.ts';

let t: TestApp;
let account: { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_REQUIRED: 'true' });
  const registered = await registerAccount(t.app, { captcha: await solveCaptcha(t.app) });
  expect(registered.response.statusCode).toBe(200);
  account = registered;
});
afterAll(() => t.close());

const signInWith = (captcha: string | undefined) =>
  requestTokens(t.app, {
    grant_type: 'password',
    username: account.email,
    password: account.password,
    ...(captcha === undefined ? {} : { 'g-captcha-response': captcha }),
  });

describe('captcha on the sign-in forms', () => {
  it('is announced by GET /aqa/settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/aqa/settings' })).json()).toMatchObject({
      requiresCaptcha: true,
    });
  });

  it('lets a solved challenge through once', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await signInWith(captcha)).statusCode).toBe(200);
    const replay = await signInWith(captcha);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({
      error: 'invalid_captcha',
      error_description: 'Captcha verification failed',
    });
  });

  it('refuses a missing solution', async () => {
    const response = await signInWith(undefined);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Please complete the checkbox to proceed');
  });

  it('refuses a forged solution', async () => {
    const genuine = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    // The proof is the derived key, checked against the key signature the server put in the challenge.
    const key: string = genuine.solution.derivedKey;
    genuine.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrongKey = Buffer.from(JSON.stringify(genuine)).toString('base64');
    expect((await signInWith(wrongKey)).statusCode).toBe(403);
    expect((await signInWith('bm90IGpzb24=')).json().error_description).toBe('Captcha verification failed');

    const other = await createTestApp({ CAPTCHA_REQUIRED: 'true' });
    try {
      const signedByAnotherKey = await solveCaptcha(other.app);
      expect((await signInWith(signedByAnotherKey)).json().error_description).toBe(
        'Captcha verification failed',
      );
    } finally {
      await other.close();
    }
  });

  it('refuses an expired solution', async () => {
    t.clock.advance(-3_600_000);
    const stale = await solveCaptcha(t.app);
    t.clock.advance(3_600_000);
    const response = await signInWith(stale);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Captcha expired');
  });

  it('guards registration and the forgot-password form too', async () => {
    const registration = await registerAccount(t.app);
    expect(registration.response.statusCode).toBe(403);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/requestpasswordreset',
      payload: { email: account.email },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe('Please complete the checkbox to proceed');
  });
});

describe('the captcha contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, captchaEndpoints);
  });
});
