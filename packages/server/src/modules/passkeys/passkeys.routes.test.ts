import { passkeyEndpoints } from '@psc/core/passkeys/passkeys.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../test/soft-authenticator.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  requestTokens,
  type Member,
  type TestApp,
} from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const origin = 'http://psc.test';
const rpId = 'psc.test';

const operatorKey = 'operator-key-for-passkey-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
});
afterAll(() => t.close());

const call = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(member.accessToken), ...(payload ? { payload } : {}) });

const addPasskey = async (member: Member, name = 'Laptop', authenticator?: SoftAuthenticator) => {
  const device = authenticator ?? createSoftAuthenticator({ rpId, origin });
  const options = await call(member, 'POST', '/api/v1/users/me/passkeys/options');
  expect(options.statusCode, options.body).toBe(200);
  const response = await call(member, 'POST', '/api/v1/users/me/passkeys', {
    name,
    credential: device.register(options.json()),
  });
  return { device, response };
};

const challenge = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/passkeys/challenge' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ challenge: string; rpId: string; userVerification: string }>();
};

const passkeyGrant = (assertion: object) =>
  requestTokens(t.app, { grant_type: 'passkey', passkey: JSON.stringify(assertion) });

/** A third-party application (decision 0038), answering with its client authorization header. */
const registerThirdPartyClient = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/system/oauth/clients',
    headers: bearer(operatorKey),
    payload: {
      name: 'Desk Sheets Ltd',
      redirectUris: ['https://sheets.example/callback'],
      scopes: ['prices:read'],
    },
  });
  const client = response.json<{ clientId: string; clientSecret: string }>();
  return {
    registered: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
  };
};

const auditTypes = async (accountId: string) =>
  (
    await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { eq }) => eq(table.accountId, accountId),
    })
  ).map((event) => event.type);

describe('the passkey contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, passkeyEndpoints);
  });
});

describe('adding passkeys on My Profile', () => {
  it('registers a passkey, lists it and records it in the audit trail', async () => {
    const { accountId, admin } = await createPaidAccount(t);
    const options = (await call(admin, 'POST', '/api/v1/users/me/passkeys/options')).json();
    expect(options).toMatchObject({
      rp: { name: 'PSC', id: rpId },
      user: { name: admin.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });

    const { response } = await addPasskey(admin, 'Work laptop');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null, backedUp: false });

    const list = await call(admin, 'GET', '/api/v1/users/me/passkeys');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([response.json()]);
    expect(await auditTypes(accountId)).toContain('passkey_added');
  });

  it('refuses a credential answering no challenge of the caller, another origin, or without user verification', async () => {
    const { admin } = await createPaidAccount(t);
    const other = await addMember(t, admin, 'U');
    const device = createSoftAuthenticator({ rpId, origin });

    // A challenge made for someone else.
    const othersOptions = (await call(other, 'POST', '/api/v1/users/me/passkeys/options')).json();
    const stolen = await call(admin, 'POST', '/api/v1/users/me/passkeys', {
      name: 'x',
      credential: device.register(othersOptions),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('The passkey request expired: please try again');

    const foreignOrigin = await call(admin, 'POST', '/api/v1/users/me/passkeys', {
      name: 'x',
      credential: device.register(
        (await call(admin, 'POST', '/api/v1/users/me/passkeys/options')).json(),
        'https://evil.example',
      ),
    });
    expect(foreignOrigin.statusCode).toBe(400);
    expect(foreignOrigin.json().message).toBe('The passkey could not be verified');

    const presenceOnly = await addPasskey(
      admin,
      'Old key',
      createSoftAuthenticator({ rpId, origin, userVerified: false }),
    );
    expect(presenceOnly.response.statusCode).toBe(400);

    // A challenge is spent by its first answer, right or wrong.
    const options = (await call(admin, 'POST', '/api/v1/users/me/passkeys/options')).json();
    const first = await call(admin, 'POST', '/api/v1/users/me/passkeys', {
      name: 'a',
      credential: device.register(options),
    });
    expect(first.statusCode).toBe(201);
    const replay = await call(admin, 'POST', '/api/v1/users/me/passkeys', {
      name: 'b',
      credential: device.register(options),
    });
    expect(replay.statusCode).toBe(400);

    expect((await call(admin, 'GET', '/api/v1/users/me/passkeys')).json()).toHaveLength(1);
  });

  it('the same authenticator is never registered twice, to one person or two', async () => {
    const { admin } = await createPaidAccount(t);
    const { device } = await addPasskey(admin);
    const again = await addPasskey(admin, 'Again', device);
    expect(again.response.statusCode).toBe(409);
    const { admin: stranger } = await createPaidAccount(t);
    expect((await addPasskey(stranger, 'Mine now', device)).response.statusCode).toBe(409);
  });

  it('removes only the caller’s own passkey', async () => {
    const { accountId, admin } = await createPaidAccount(t);
    const other = await addMember(t, admin, 'U');
    const { response } = await addPasskey(admin);
    const id = response.json<{ id: string }>().id;
    expect((await call(other, 'DELETE', `/api/v1/users/me/passkeys/${id}`)).statusCode).toBe(404);
    const removed = await call(admin, 'DELETE', `/api/v1/users/me/passkeys/${id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Passkey removed' });
    expect((await call(admin, 'GET', '/api/v1/users/me/passkeys')).json()).toEqual([]);
    expect(await auditTypes(accountId)).toContain('passkey_removed');
  });
});

describe("an administrator removes a user's passkeys (lost devices)", () => {
  it('counts them on the Users tab, removes them all, and reaches no other account', async () => {
    const { accountId, admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    const { device } = await addPasskey(user, 'Phone');
    await addPasskey(user, 'Laptop');
    const users = await call(admin, 'GET', '/api/v1/users');
    expect(users.json<{ id: string; passkeys: number }[]>().find((row) => row.id === user.id)).toMatchObject({
      passkeys: 2,
    });

    const { admin: stranger } = await createPaidAccount(t);
    expect((await call(stranger, 'DELETE', `/api/v1/accounts/passkeys/${user.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/v1/accounts/passkeys/${user.id}`)).statusCode).toBe(403);

    const removed = await call(admin, 'DELETE', `/api/v1/accounts/passkeys/${user.id}`);
    expect(removed.json()).toEqual({ success: true, message: '2 passkey(s) removed' });
    expect((await call(user, 'GET', '/api/v1/users/me/passkeys')).json()).toEqual([]);
    expect((await passkeyGrant(device.assert(await challenge()))).statusCode).toBe(400);
    expect(await auditTypes(accountId)).toContain('passkey_removed');
  });

  it("a second administrator cannot strip the default administrator's passkeys", async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const second = await addMember(t, admin, 'A');
    await addPasskey(admin);
    const refused = await call(second, 'DELETE', `/api/v1/accounts/passkeys/${admin.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/v1/users/me/passkeys')).json()).toHaveLength(1);
  });
});

describe('signing in with a passkey alone', () => {
  it('a user-verified assertion signs in, and its tokens work', async () => {
    const { accountId, admin } = await createPaidAccount(t);
    const { device } = await addPasskey(admin);
    const options = await challenge();
    expect(options).toMatchObject({ rpId, userVerification: 'preferred' });
    expect(options).not.toHaveProperty('allowCredentials');

    const response = await passkeyGrant(device.assert(options));
    expect(response.statusCode, response.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(response.json<{ access_token: string }>().access_token),
    });
    expect(me.json()).toMatchObject({ id: admin.id });
    const [passkey] = (await call(admin, 'GET', '/api/v1/users/me/passkeys')).json<
      { lastUsedAt: number }[]
    >();
    expect(passkey?.lastUsedAt).toEqual(expect.any(Number));
    expect(await auditTypes(accountId)).toContain('sign_in_succeeded');
  });

  it('refuses a replayed assertion, a foreign origin, an unknown passkey and a removed one', async () => {
    const { admin } = await createPaidAccount(t);
    const { device, response } = await addPasskey(admin);

    const assertion = device.assert(await challenge());
    expect((await passkeyGrant(assertion)).statusCode).toBe(200);
    const replay = await passkeyGrant(assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The passkey request expired: please try again',
    });

    const foreign = await passkeyGrant(device.assert(await challenge(), 'https://evil.example'));
    expect(foreign.json().error_description).toBe('The passkey could not be verified');

    const stranger = createSoftAuthenticator({ rpId, origin });
    const unknown = await passkeyGrant(stranger.assert(await challenge()));
    expect(unknown.json().error_description).toBe(
      'This passkey is not registered with PSC. Sign in with your password, then add it on My Profile.',
    );

    await call(admin, 'DELETE', `/api/v1/users/me/passkeys/${response.json<{ id: string }>().id}`);
    expect((await passkeyGrant(device.assert(await challenge()))).statusCode).toBe(400);
  });

  it('a signature counter that goes backwards is refused as a cloned authenticator', async () => {
    const { admin } = await createPaidAccount(t);
    const { device } = await addPasskey(admin);
    const earlier = device.assert(await challenge());
    const later = device.assert(await challenge());
    expect((await passkeyGrant(later)).statusCode).toBe(200);
    expect((await passkeyGrant(earlier)).statusCode).toBe(400);
  });

  it('without user verification it is no sign-in (but a second factor), and a third-party client may not use the grant', async () => {
    const { admin } = await createPaidAccount(t);
    const { device } = await addPasskey(admin);
    const touchOnly = await passkeyGrant(device.assert(await challenge(), origin, false));
    expect(touchOnly.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The passkey could not be verified',
    });
    // As the second factor after the password, a touch is enough.
    const secondFactor = await requestTokens(t.app, {
      grant_type: 'password',
      username: admin.email,
      password: admin.password,
      passkey: JSON.stringify(device.assert(await challenge(), origin, false)),
    });
    expect(secondFactor.statusCode, secondFactor.body).toBe(200);

    const { registered } = await registerThirdPartyClient();
    const thirdParty = await requestTokens(
      t.app,
      { grant_type: 'passkey', passkey: JSON.stringify(device.assert(await challenge())) },
      registered,
    );
    expect(thirdParty.json().error).toBe('unauthorized_client');

    const malformed = await requestTokens(t.app, { grant_type: 'passkey', passkey: '{"id":1}' });
    expect(malformed.json().error).toBe('invalid_grant');
    const missing = await requestTokens(t.app, { grant_type: 'passkey' });
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('an inactive user’s passkey signs nobody in', async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const { device } = await addPasskey(user);
    const deleted = await call(admin, 'DELETE', `/api/v1/users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await passkeyGrant(device.assert(await challenge()))).statusCode).toBe(400);
  });
});

describe('a passkey as the second factor after the password', () => {
  it('the password asks for it, names the factors the user has, and a passkey of theirs completes the sign-in', async () => {
    const { admin } = await createPaidAccount(t);
    const { device } = await addPasskey(admin);
    const password = { grant_type: 'password', username: admin.email, password: admin.password };

    const asked = await requestTokens(t.app, password);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'OTP is Missing',
      second_factors: ['passkey'],
    });

    const signedIn = await requestTokens(t.app, {
      ...password,
      passkey: JSON.stringify(device.assert(await challenge())),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // A code is no answer for someone whose only second factor is a passkey.
    const code = await requestTokens(t.app, { ...password, otp: '123456' });
    expect(code.json().error_description).toBe('OTP Failed');
  });

  it("another person's passkey is refused as the second factor", async () => {
    const { admin } = await createPaidAccount(t);
    await addPasskey(admin);
    const { admin: stranger } = await createPaidAccount(t);
    const { device: strangersDevice } = await addPasskey(stranger);
    const response = await requestTokens(t.app, {
      grant_type: 'password',
      username: admin.email,
      password: admin.password,
      passkey: JSON.stringify(strangersDevice.assert(await challenge())),
    });
    expect(response.json().error_description).toBe('OTP Failed');
  });
});

describe('a passkey satisfies an account’s required 2-Step Verification', () => {
  it('an administrator with only a passkey may require it; a held user is released by adding one', async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/otp/policy',
      headers: bearer(admin.accessToken),
      payload: { requireTwoFactor: true },
    });
    expect(refused.statusCode).toBe(409);
    await addPasskey(admin);
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/otp/policy',
      headers: bearer(admin.accessToken),
      payload: { requireTwoFactor: true },
    });
    expect(policy.json()).toMatchObject({ requireTwoFactor: true, usersWithTwoFactor: 1 });
    await t.settleChanges();

    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(403);
    expect((await addPasskey(user)).response.statusCode).toBe(201);
    await t.settleChanges();
    const use = await call(user, 'GET', '/api/v1/accounts/use');
    expect(use.json()).toMatchObject({ twoFactorSetupRequired: false });
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);
  });
});
