import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  type Member,
  type TestApp,
} from '../../../test/test-app.ts';
import { totpCodeAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    OTP_MAX_ATTEMPTS: '50',
    LOCKOUT_THRESHOLD: '50',
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
  });
});
afterAll(() => t.close());

const call = (member: Member, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(member.accessToken), ...(payload ? { payload } : {}) });

/** The authenticator app's part: turns 2-Step Verification on for a signed-in member. */
const turnOnTwoFactor = async (member: Member) => {
  const secret: string = (await call(member, 'POST', '/api/v1/otp/setget')).json().message;
  const code = await totpCodeAt(secret, t.clock.now());
  const confirmed = await call(member, 'GET', `/api/v1/otp/check/${code}`);
  expect(confirmed.json().success, confirmed.body).toBe(true);
  // The next code must come from a later time step (RFC 6238 §5.2).
  t.clock.advance(30_000);
};

/** The calls a user who must still set up 2-Step Verification can make: sign-in, the frame, My Profile. */
const openDuringSetup = new Set([
  'GET /api/v1/users/me',
  'PUT /api/v1/users/details/password',
  'POST /api/v1/users/details/checkpassworduse',
  'GET /api/v1/checkSessionToken',
  'GET /api/v1/invalidateToken',
  'GET /api/v1/sessions',
  'DELETE /api/v1/sessions',
  'DELETE /api/v1/sessions/{sessionId}',
  'GET /api/v1/settings/personalisation',
  // The frame reads the language it speaks in, and My Profile chooses it, the setup page included (decision 0124).
  'GET /api/v1/settings/language',
  'PUT /api/v1/settings/language',
  'GET /api/v1/appsetting',
  'GET /api/v1/otp/profile/{ts}',
  'POST /api/v1/otp/setget',
  'GET /api/v1/otp/check/{sixDigitCode}',
  'POST /api/v1/otp/recoverycodes',
  'GET /api/v1/accounts/use',
  // A passkey satisfies the requirement too (decision 0044).
  'GET /api/v1/users/me/passkeys',
  'POST /api/v1/users/me/passkeys/options',
  'POST /api/v1/users/me/passkeys',
  'DELETE /api/v1/users/me/passkeys/{id}',
]);

describe('requiring 2-Step Verification of every user', () => {
  it('only administrators read and change the policy; turning it on needs their own 2-Step Verification first', async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    expect((await call(user, 'GET', '/api/v1/accounts/otp/policy')).statusCode).toBe(403);
    expect(
      (await call(user, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true })).statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/api/v1/accounts/otp/policy')).json()).toEqual({
      requireTwoFactor: false,
      users: 2,
      usersWithTwoFactor: 0,
    });
    const refused = await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Turn on 2-Step Verification for yourself first (My Profile), so you are not asked to set it up after saving',
    );
    await turnOnTwoFactor(admin);
    const saved = await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true });
    expect(saved.json()).toEqual({ requireTwoFactor: true, users: 2, usersWithTwoFactor: 1 });
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) =>
        and(eq(table.type, 'two_factor_requirement_changed'), eq(table.personId, admin.id)),
    });
    expect(events).toHaveLength(1);
  });

  it('a user without it reaches only its setup at once, and everything again once it is on', async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);
    await turnOnTwoFactor(admin);
    await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true });
    await t.settleChanges();

    const refused = await call(user, 'GET', '/api/v1/calculator/all');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'two_factor_required',
      message: 'Your account requires 2-Step Verification: set it up on My Profile to continue',
    });
    expect((await call(user, 'GET', '/api/v1/accounts/use')).json().twoFactorSetupRequired).toBe(true);
    expect((await call(admin, 'GET', '/api/v1/accounts/use')).json().twoFactorSetupRequired).toBe(false);
    expect((await call(admin, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);

    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => route !== 'GET /api/v1/invalidateToken');
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'PUT' | 'POST' | 'DELETE', string];
      const response = await call(
        user,
        method,
        path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      const blocked = response.statusCode === 403 && response.json().reason === 'two_factor_required';
      expect({ route, blocked }).toEqual({ route, blocked: !openDuringSetup.has(route) });
    }

    await turnOnTwoFactor(user);
    await t.settleChanges();
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/api/v1/accounts/use')).json().twoFactorSetupRequired).toBe(false);
  });

  it('an administrator removing a user’s 2-Step Verification under the policy sends them back to its setup', async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    await turnOnTwoFactor(admin);
    await turnOnTwoFactor(user);
    await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true });
    await t.settleChanges();
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/v1/accounts/otp/delete/${user.id}`)).statusCode).toBe(200);
    await t.settleChanges();
    expect((await call(user, 'GET', '/api/v1/calculator/all')).json().reason).toBe('two_factor_required');
  });

  it('turned off, nobody is held', async () => {
    const { admin } = await createPaidAccount(t, { licences: 5 });
    const user = await addMember(t, admin, 'U');
    await turnOnTwoFactor(admin);
    await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: true });
    await t.settleChanges();
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(403);
    await call(admin, 'PUT', '/api/v1/accounts/otp/policy', { requireTwoFactor: false });
    await t.settleChanges();
    expect((await call(user, 'GET', '/api/v1/calculator/all')).statusCode).toBe(200);
  });
});
