import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAccount,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app.ts';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

describe('POST /register', () => {
  it('creates a Free account whose first user is the default admin with permission A', async () => {
    const { response, email, password } = await registerAccount(t.app, {
      account: 'Santos Desk',
      firstname: 'Rita',
      lastname: 'Raw',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Account created' });
    expect(body.accountId).toMatch(/^[0-9a-f-]{36}$/);

    const tokens = await signIn(t.app, email, password);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) })
    ).json();
    expect(me).toMatchObject({
      email,
      firstname: 'Rita',
      lastname: 'Raw',
      permissions: 'A',
      isAdmin: true,
      isDefaultAdmin: true,
      firstTime: true,
      account: 'Santos Desk',
    });

    const account = (
      await t.app.inject({ method: 'GET', url: '/api/v1/accounts/me', headers: bearer(tokens.access_token) })
    ).json();
    expect(account).toMatchObject({
      id: body.accountId,
      name: 'Santos Desk',
      status: 0,
      currentPlanId: 1,
      defaultAdmin: me.id,
      defaultEmail: email,
      paymentMethod: 'Credit Card',
    });
  });

  it('starts the one-week trial from now', async () => {
    const { email, password } = await registerAccount(t.app);
    const tokens = await signIn(t.app, email, password);
    const use = (
      await t.app.inject({ method: 'GET', url: '/api/v1/accounts/use', headers: bearer(tokens.access_token) })
    ).json();
    expect(use).toMatchObject({
      success: true,
      canUse: true,
      canAddUser: false,
      status: 0,
      freePlanDuration: 7 * day,
      numberOfDefinedUsers: 1,
      numberOfPurchasedUsers: 1,
    });
    expect(use.left).toBeGreaterThan(7 * day - 60_000);
    expect(use.left).toBeLessThanOrEqual(7 * day);
    // The server's clock, for a browser whose own clock is wrong (issue 12 item 26).
    expect(use.serverTime).toBe(t.clock.now().getTime());

    t.clock.advance(7 * day + 1000);
    const expired = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/accounts/use',
        headers: bearer((await signIn(t.app, email, password)).access_token),
      })
    ).json();
    t.clock.advance(-(7 * day + 1000));
    expect(expired).toMatchObject({ canUse: false, left: 0 });
  });

  it("refuses an address that already has an account with the spec's text", async () => {
    const { email } = await registerAccount(t.app);
    const again = await registerAccount(t.app, { email: email.toUpperCase() });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toMatchObject({
      accountId: null,
      success: false,
      message: 'Account Already exists',
    });
  });

  it('reports a bad account field as the internal fault on the account field', async () => {
    const blank = await registerAccount(t.app, { account: '   ' });
    expect(blank.response.statusCode).toBe(400);
    expect(blank.response.json()).toMatchObject({
      success: false,
      message: 'There is an internal fault on the account field',
    });
  });

  it('applies the password policy and requires names', async () => {
    const short = await registerAccount(t.app, { password: 'short' });
    expect(short.response.json().message).toBe('Password must be at least 8 characters');
    const email = uniqueEmail();
    const same = await registerAccount(t.app, { email, password: email });
    expect(same.response.json().message).toBe('Password must not be your e-mail address');
    const noName = await registerAccount(t.app, { firstname: '' });
    expect(noName.response.json()).toMatchObject({ success: false, message: 'First Name is required' });
  });

  it('writes nothing when any part of the registration fails', async () => {
    const { email } = await registerAccount(t.app);
    const before = await t.deps.database.db.query.accounts.findMany();
    await registerAccount(t.app, { email, account: 'Duplicate Desk' });
    const after = await t.deps.database.db.query.accounts.findMany();
    expect(after.length).toBe(before.length);
  });
});

describe('account calls need a session', () => {
  it.each([
    '/api/v1/accounts/me',
    '/api/v1/accounts/use',
    '/api/v1/users/me',
    '/api/v1/checkSessionToken',
    '/api/v1/appsetting',
  ])('GET %s without a token is 401 with a JSON reason and no stack', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Full authentication is required to access this resource',
      code: 'UNAUTHORIZED',
    });
  });
});

describe('public settings', () => {
  it('GET /aqa/settings tells the login screen about captcha and registration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/aqa/settings' });
    expect(response.json()).toEqual({ requiresCaptcha: false, registerUrl: '/register' });
  });

  it('GET /api/v1/appsetting answers the operator links', async () => {
    const { email, password } = await registerAccount(t.app);
    const tokens = await signIn(t.app, email, password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/appsetting',
      headers: bearer(tokens.access_token),
    });
    expect(response.json()).toEqual({
      id: 1,
      howToUrl: null,
      privacyUrl: '/terms#privacy',
      registerUrl: '/register',
      footerLinks: { newsletter: null, businessNetwork: null, microblog: null, company: 'http://psc.test' },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document of every call, built from the request schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/oauth/token',
      '/register',
      '/username',
      '/aqa/settings',
      '/api/v1/appsetting',
      '/api/v1/checkSessionToken',
      '/api/v1/invalidateToken',
      '/api/v1/users/me',
      '/api/v1/accounts/me',
      '/api/v1/accounts/use',
      '/api/v1/users/details/password',
      '/api/v1/users/details/checkpassworduse',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['account', 'email', 'firstname', 'lastname', 'password']),
    );
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('the accounts contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, accountEndpoints);
  });
});
