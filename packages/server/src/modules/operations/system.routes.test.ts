import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEndpoints } from '@psc/core/operations/system.endpoints';
import { createSecretBox } from '../../adapters/secret-box.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
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

describe('GET /system/encryption?enc', () => {
  it('counts the sealed secrets by kind and format and how many the current key opens, never showing one', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/system/encryption',
      headers: bearer(admin.accessToken),
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{
      secrets: { kind: string; total: number; openable: number; byFormat: Record<string, number> }[];
    }>();
    const operators = body.secrets.find((entry) => entry.kind === 'operator-totp');
    expect(operators?.total).toBeGreaterThanOrEqual(2);
    expect(operators?.openable).toBe(operators?.total);
    expect(operators?.byFormat).toEqual({ v1: operators?.total });
    expect(reply.body).not.toMatch(/[A-Z2-7]{32}/);
    const narrowed = await t.app.inject({
      method: 'GET',
      url: '/system/encryption?enc=operator-totp',
      headers: bearer(admin.accessToken),
    });
    expect(narrowed.json<{ secrets: unknown[] }>().secrets).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/system/encryption', headers: bearer(analyst.accessToken) }))
        .statusCode,
    ).toBe(403);
  });

  it('tells secrets a rotation left behind: sealed with a key that is no longer the current one', async () => {
    await t.deps.operationsRepository.insertOperator({
      email: 'left-behind@psc.test',
      name: 'Left Behind',
      role: 'analyst',
      passwordHash: 'x',
      totpSecretCiphertext: createSecretBox(randomBytes(32)).seal('JBSWY3DPEHPK3PXP'),
      createdAt: t.clock.now(),
    });
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/system/encryption?enc=operator-totp',
        headers: bearer(admin.accessToken),
      })
    ).json<{ message: string; secrets: { total: number; openable: number }[] }>();
    expect(body.message).toBe('Some stored secrets do not open with the current key');
    expect((body.secrets[0]?.total ?? 0) - (body.secrets[0]?.openable ?? 0)).toBe(1);
  });
});

describe('the system contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, systemEndpoints);
  });
});
