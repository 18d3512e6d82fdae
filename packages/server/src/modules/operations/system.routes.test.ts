import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInOperator, type TestOperator } from '../../../test/operators.ts';
import {
  bearer,
  createTestApp,
  registerAccount,
  requestTokens,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestOperator;
let analyst: TestOperator;
beforeAll(async () => {
  // As `npm start` has it: the captcha on.
  t = await createTestApp({ CAPTCHA_REQUIRED: 'true' });
  admin = await createSignedInOperator(t, 'admin');
  analyst = await createSignedInOperator(t, 'analyst');
});
afterAll(() => t.close());

const override = (token: string, o?: 'true' | 'false') =>
  t.app.inject({
    method: 'GET',
    url: `/system/overridecaptcha${o === undefined ? '' : `?o=${o}`}`,
    headers: bearer(token),
  });

describe('GET /system/overridecaptcha?o', () => {
  it('turns the captcha requirement off for sign-in and registration on every instance, then back, audited', async () => {
    expect((await override(admin.accessToken)).json()).toMatchObject({
      captchaRequired: true,
      configured: true,
      overridden: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/aqa/settings' })).json()).toMatchObject({
      requiresCaptcha: true,
    });
    const refused = await registerAccount(t.app);
    expect(refused.response.statusCode).toBe(403);

    expect((await override(admin.accessToken, 'true')).json()).toMatchObject({
      captchaRequired: false,
      overridden: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/aqa/settings' })).json()).toMatchObject({
      requiresCaptcha: false,
    });
    const account = await registerAccount(t.app);
    expect(account.response.statusCode).toBe(200);
    const signedIn = await requestTokens(t.app, {
      grant_type: 'password',
      username: account.email,
      password: account.password,
    });
    expect(signedIn.statusCode).toBe(200);

    expect((await override(admin.accessToken, 'false')).json()).toMatchObject({
      captchaRequired: true,
      overridden: false,
    });
    const again = await requestTokens(t.app, {
      grant_type: 'password',
      username: account.email,
      password: account.password,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error_description: 'Please complete the checkbox to proceed' });
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/ops/audit?action=captcha.override',
        headers: bearer(admin.accessToken),
      })
    ).json<unknown[]>();
    expect(audit).toHaveLength(2);
  });

  it('is an administrator’s call', async () => {
    expect((await override(analyst.accessToken, 'true')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/system/overridecaptcha?o=true' })).statusCode).toBe(
      401,
    );
  });
});
