import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import { bearer, createTestApp, registerAccount, signIn, type TestApp } from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const operatorKey = 'operator-key-for-settings-tests-012345';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, HOW_TO_VIDEO_ID: 'AbCdEfGhIj0' });
});
afterAll(() => t.close());

const userHeaders = async () => {
  const account = await registerAccount(t.app);
  return bearer((await signIn(t.app, account.email, account.password)).access_token);
};
const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/appsetting', headers: await userHeaders() })).json();
const edit = (payload: unknown, headers = bearer(operatorKey)) =>
  t.app.inject({
    method: 'PUT',
    url: '/system/appsetting',
    headers,
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/v1/appsetting', () => {
  it('gives the configured default video as howToUrl while none is set', async () => {
    expect(await read()).toEqual({
      id: 1,
      howToUrl: 'https://www.youtube-nocookie.com/embed/AbCdEfGhIj0',
      privacyUrl: '/terms#privacy',
      registerUrl: '/register',
      footerLinks: { newsletter: null, businessNetwork: null, microblog: null, company: 'http://psc.test' },
    });
  });

  it("gives the footer's links as configured where PSC is deployed (issue 12 item 23)", async () => {
    const deployed = await createTestApp({
      NEWSLETTER_URL: 'https://psc.example/newsletter',
      MICROBLOG_URL: 'https://x.com/psc',
      COMPANY_URL: 'https://psc.example',
    });
    try {
      const account = await registerAccount(deployed.app);
      const headers = bearer((await signIn(deployed.app, account.email, account.password)).access_token);
      const reply = (await deployed.app.inject({ method: 'GET', url: '/api/v1/appsetting', headers })).json();
      expect(reply.footerLinks).toEqual({
        newsletter: 'https://psc.example/newsletter',
        businessNetwork: null,
        microblog: 'https://x.com/psc',
        company: 'https://psc.example',
      });
    } finally {
      await deployed.close();
    }
  });
});

describe('PUT /system/appsetting (operator)', () => {
  it('changes the fields sent, keeps the others, and null or empty clears', async () => {
    const changed = await edit({
      howToUrl: 'https://youtu.be/dQw4w9WgXcQ',
      privacyUrl: 'https://psc.example/privacy',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      id: 1,
      howToUrl: 'https://youtu.be/dQw4w9WgXcQ',
      privacyUrl: 'https://psc.example/privacy',
      registerUrl: '/register',
      footerLinks: expect.any(Object),
    });
    expect(await read()).toEqual(changed.json());

    expect((await edit({ registerUrl: null, howToUrl: '' })).json()).toEqual({
      id: 1,
      howToUrl: 'https://www.youtube-nocookie.com/embed/AbCdEfGhIj0',
      privacyUrl: 'https://psc.example/privacy',
      registerUrl: null,
      footerLinks: expect.any(Object),
    });
    const login = (await t.app.inject({ method: 'GET', url: '/aqa/settings' })).json();
    expect(login.registerUrl).toBeNull();
    await edit({ registerUrl: '/register', privacyUrl: '/terms#privacy' });
  });

  it.each([
    [{ privacyUrl: 'javascript:alert(1)' }, 'privacyUrl'],
    [{ registerUrl: '//evil.example/join' }, 'registerUrl'],
    [{ howToUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'howToUrl'],
    [{ unknownSetting: 'x' }, 'unknownSetting'],
    [{}, 'at least one'],
  ])('refuses %o with a clear message', async (payload, mentioned) => {
    const before = await read();
    const response = await edit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mentioned);
    expect(await read()).toEqual(before);
  });

  it('is closed to account users and to callers without the operator key', async () => {
    expect((await edit({ privacyUrl: '/x' }, await userHeaders())).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/system/appsetting', payload: { privacyUrl: '/x' } }))
        .statusCode,
    ).toBe(401);
    expect((await read()).privacyUrl).toBe('/terms#privacy');
  });
});

describe('the settings contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, settingsEndpoints);
  });
});
