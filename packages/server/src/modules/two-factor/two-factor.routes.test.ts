import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import {
  addMember,
  bearer,
  createTestApp,
  registerAccount,
  requestTokens,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { totpCodeAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_ATTEMPTS: '50', LOCKOUT_THRESHOLD: '50' });
});
afterAll(() => t.close());

const step = 30_000;

/** A user with two-step verification on; `codeAt` plays the authenticator app. */
const userWithTwoFactor = async () => {
  const account = await registerAccount(t.app);
  const tokens = await signIn(t.app, account.email, account.password);
  const headers = bearer(tokens.access_token);
  const profile = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json();
  const secret: string = profile.message;
  t.clock.advance(-step);
  const setupCode = await totpCodeAt(secret, t.clock.now());
  const confirmed = (
    await t.app.inject({ method: 'GET', url: `/api/v1/otp/check/${setupCode}`, headers })
  ).json();
  t.clock.advance(step);
  const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).json();
  return {
    ...account,
    headers,
    secret,
    setupCode,
    recoveryCodes: confirmed.recoveryCodes as string[],
    personId: me.id as string,
    accountId: me.accountId as string,
    codeAt: (at: Date) => totpCodeAt(secret, at),
  };
};

const signInWithCode = (user: { email: string; password: string }, fields: Record<string, string>) =>
  requestTokens(t.app, { grant_type: 'password', username: user.email, password: user.password, ...fields });

describe('turning two-step verification on', () => {
  it('shows the key and a QR image while unverified, and never again once verified', async () => {
    const account = await registerAccount(t.app);
    const headers = bearer((await signIn(t.app, account.email, account.password)).access_token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/otp/profile/1', headers })).json(),
    ).toMatchObject({ success: false, verified: false, message: null });

    const pending = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json();
    expect(pending).toMatchObject({ success: true, verified: false });
    expect(pending.message).toMatch(/^[A-Z2-7]{32}$/);
    expect(pending.qrUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = (await t.app.inject({ method: 'GET', url: '/api/v1/otp/check/000000', headers })).json();
    expect(wrong.success).toBe(false);

    const code = await totpCodeAt(pending.message, t.clock.now());
    const confirmed = (
      await t.app.inject({ method: 'GET', url: `/api/v1/otp/check/${code}`, headers })
    ).json();
    expect(confirmed.success).toBe(true);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);

    const on = (await t.app.inject({ method: 'GET', url: '/api/v1/otp/profile/2', headers })).json();
    expect(on).toEqual({ success: true, verified: true, message: null, qrUrl: null, recoveryCodesLeft: 10 });
  });

  it('keeps the key encrypted at rest and the recovery codes hashed', async () => {
    const user = await userWithTwoFactor();
    const row = await t.deps.database.db.query.personTotp.findFirst({
      where: (table, { eq }) => eq(table.personId, user.personId),
    });
    expect(row?.secretCiphertext).not.toContain(user.secret);
    expect(row?.secretCiphertext.startsWith('v1.')).toBe(true);
    const codes = await t.deps.database.db.query.recoveryCodes.findMany({
      where: (table, { eq }) => eq(table.personId, user.personId),
    });
    expect(codes.some((code) => user.recoveryCodes.includes(code.codeHash))).toBe(false);
    expect(codes.every((code) => code.codeHash.startsWith('$argon2id$'))).toBe(true);
  });

  it('Generate New resets it to unverified; Disable removes it', async () => {
    const user = await userWithTwoFactor();
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers: user.headers })
    ).json();
    expect(fresh.verified).toBe(false);
    expect(fresh.message).not.toBe(user.secret);
    expect((await signInWithCode(user, {})).statusCode).toBe(200);

    const again = await userWithTwoFactor();
    const disabled = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/otp/delete',
      headers: again.headers,
    });
    expect(disabled.json(), disabled.body).toMatchObject({ success: true });
    expect((await signInWithCode(again, {})).statusCode).toBe(200);
  });
});

describe('turning two-step verification off (issue 12 item 26)', () => {
  const disable = (headers: Record<string, string>, body?: Record<string, string>) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v1/otp/delete',
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });

  it('with a code, only when the code is valid; a wrong one leaves it on', async () => {
    const user = await userWithTwoFactor();
    const right = await user.codeAt(t.clock.now());
    const wrong = await disable(user.headers, { otp: right === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'That code is not valid: two-step verification stays on' });
    expect((await signInWithCode(user, {})).json().error_description).toBe('OTP is Missing');

    expect((await disable(user.headers, { otp: right })).statusCode).toBe(200);
    expect((await signInWithCode(user, {})).statusCode).toBe(200);
  });

  it('with a recovery code instead of the authenticator code', async () => {
    const user = await userWithTwoFactor();
    expect((await disable(user.headers, { recoveryCode: user.recoveryCodes[0] ?? '' })).statusCode).toBe(200);
    expect((await signInWithCode(user, {})).statusCode).toBe(200);
  });
});

describe('signing in with two-step verification', () => {
  it("asks for the code with 'OTP is Missing', refuses a wrong one with 'OTP Failed', accepts the right one", async () => {
    const user = await userWithTwoFactor();
    const missing = await signInWithCode(user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'OTP is Missing',
      second_factors: ['otp'],
    });
    const wrong = await signInWithCode(user, {
      otp: '123456' === (await user.codeAt(t.clock.now())) ? '654321' : '123456',
    });
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'OTP Failed' });
    expect((await signInWithCode(user, { otp: await user.codeAt(t.clock.now()) })).statusCode).toBe(200);
  });

  it('accepts a code once only, and not the one used to turn 2FA on', async () => {
    const user = await userWithTwoFactor();
    t.clock.advance(-step);
    expect((await signInWithCode(user, { otp: user.setupCode })).json().error_description).toBe('OTP Failed');
    t.clock.advance(step);
    const code = await user.codeAt(t.clock.now());
    expect((await signInWithCode(user, { otp: code })).statusCode).toBe(200);
    expect((await signInWithCode(user, { otp: code })).json().error_description).toBe('OTP Failed');
    const previousStep = await user.codeAt(new Date(t.clock.now().getTime() - step));
    if (previousStep !== code)
      expect((await signInWithCode(user, { otp: previousStep })).json().error_description).toBe('OTP Failed');
  });

  it('lets exactly one of two simultaneous sign-ins with the same code through', async () => {
    const user = await userWithTwoFactor();
    const code = await user.codeAt(t.clock.now());
    const results = await Promise.all([
      signInWithCode(user, { otp: code }),
      signInWithCode(user, { otp: code }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const user = await userWithTwoFactor();
    const now = t.clock.now().getTime();
    t.clock.advance(10 * step);
    const base = t.clock.now().getTime();
    expect((await signInWithCode(user, { otp: await user.codeAt(new Date(base - step)) })).statusCode).toBe(
      200,
    );
    expect((await signInWithCode(user, { otp: await user.codeAt(new Date(base + step)) })).statusCode).toBe(
      200,
    );
    t.clock.advance(10 * step);
    const later = t.clock.now().getTime();
    expect(
      (await signInWithCode(user, { otp: await user.codeAt(new Date(later + 2 * step)) })).statusCode,
    ).toBe(400);
    expect(
      (await signInWithCode(user, { otp: await user.codeAt(new Date(later - 2 * step)) })).statusCode,
    ).toBe(400);
    t.clock.set(new Date(now));
  });

  it('accepts each recovery code once, and Generate new codes voids the old ones', async () => {
    const user = await userWithTwoFactor();
    const [first, second] = user.recoveryCodes;
    expect((await signInWithCode(user, { recovery_code: first?.toUpperCase() ?? '' })).statusCode).toBe(200);
    expect((await signInWithCode(user, { recovery_code: first ?? '' })).statusCode).toBe(400);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/v1/otp/profile/3', headers: user.headers })
    ).json();
    expect(profile.recoveryCodesLeft).toBe(9);
    const regenerated = (
      await t.app.inject({ method: 'POST', url: '/api/v1/otp/recoverycodes', headers: user.headers })
    ).json();
    expect(regenerated.recoveryCodes).toHaveLength(10);
    expect((await signInWithCode(user, { recovery_code: second ?? '' })).statusCode).toBe(400);
    expect((await signInWithCode(user, { recovery_code: regenerated.recoveryCodes[0] })).statusCode).toBe(
      200,
    );
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) =>
        and(eq(table.personId, user.personId), eq(table.type, 'recovery_code_used')),
    });
    expect(events).toHaveLength(2);
    // Each code's use comes before the sign-in it opened, in the same statement (decision 0080).
    const trail = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq, inArray }) =>
        and(
          eq(table.personId, user.personId),
          inArray(table.type, ['recovery_code_used', 'sign_in_succeeded']),
        ),
      orderBy: (table, { asc }) => asc(table.id),
    });
    const recovered = trail.flatMap((event, index) =>
      event.type === 'recovery_code_used' ? [trail[index + 1]?.detail] : [],
    );
    expect(recovered).toEqual([
      { familyId: expect.any(String), secondFactor: 'accepted-recovery-code' },
      { familyId: expect.any(String), secondFactor: 'accepted-recovery-code' },
    ]);
  });

  it('limits wrong codes', async () => {
    const strict = await createTestApp({ OTP_MAX_ATTEMPTS: '3', LOCKOUT_THRESHOLD: '50' });
    try {
      const account = await registerAccount(strict.app);
      const headers = bearer((await signIn(strict.app, account.email, account.password)).access_token);
      const secret = (await strict.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
        .message;
      await strict.app.inject({
        method: 'GET',
        url: `/api/v1/otp/check/${await totpCodeAt(secret, new Date(strict.clock.now().getTime() - step))}`,
        headers,
      });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (
            await requestTokens(strict.app, {
              grant_type: 'password',
              username: account.email,
              password: account.password,
              otp: '000000',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('answers GET /otp/details without revealing who has two-step verification', async () => {
    const user = await userWithTwoFactor();
    const withTwoFactor = (
      await t.app.inject({ method: 'GET', url: `/otp/details?login=${encodeURIComponent(user.email)}` })
    ).json();
    const nobody = (
      await t.app.inject({ method: 'GET', url: '/otp/details?login=nobody@test.example' })
    ).json();
    expect(withTwoFactor).toEqual(nobody);
  });
});

describe('administrators and two-step verification', () => {
  it('see and remove the 2FA of a user of their own account, never of another account', async () => {
    const user = await userWithTwoFactor();
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/accounts/otp/profile/${user.personId}`,
        headers: user.headers,
      })
    ).json();
    expect(profile).toMatchObject({ success: true, verified: true, message: null, qrUrl: null });

    const outsider = await userWithTwoFactor();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/otp/profile/${user.personId}`,
      headers: outsider.headers,
    });
    expect(read.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${user.personId}`,
      headers: outsider.headers,
    });
    expect(remove.statusCode).toBe(404);
    expect((await signInWithCode(user, {})).json().error_description).toBe('OTP is Missing');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${user.personId}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await signInWithCode(user, {})).statusCode).toBe(200);
  });

  // Issue 48: the user whose second factor an administrator removed was told nothing.
  it("e-mails the user whose 2FA an administrator removed, naming who did it; nobody for one's own", async () => {
    const owner = await userWithTwoFactor();
    await t.deps.database.db
      .update(accounts)
      .set({ status: 2, numberOfUsers: 5, currentPlanId: 3 })
      .where(eq(accounts.id, owner.accountId));
    const ownerMember = {
      id: owner.personId,
      email: owner.email,
      password: owner.password,
      accessToken: owner.headers.authorization.replace('Bearer ', ''),
    };
    const member = await addMember(t, ownerMember, 'U', 'lost-phone');
    const memberHeaders = bearer(member.accessToken);
    const secret: string = (
      await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers: memberHeaders })
    ).json().message;
    const code = await totpCodeAt(secret, t.clock.now());
    await t.app.inject({ method: 'GET', url: `/api/v1/otp/check/${code}`, headers: memberHeaders });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${member.id}`,
      headers: owner.headers,
    });
    expect(removed.json()).toMatchObject({ message: 'Two-step verification removed' });
    const notices = (await t.deps.mailRepository.listForAddress(member.email)).filter(
      (mail) => mail.kind === 'two_factor_removed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain(owner.email);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${owner.personId}`,
      headers: owner.headers,
    });
    const ownNotices = (await t.deps.mailRepository.listForAddress(owner.email)).filter(
      (mail) => mail.kind === 'two_factor_removed',
    );
    expect(ownNotices).toEqual([]);
  });

  it("refuses a second administrator removing the default administrator's 2FA", async () => {
    const owner = await userWithTwoFactor();
    await t.deps.database.db
      .update(accounts)
      .set({ status: 2, numberOfUsers: 5, currentPlanId: 3 })
      .where(eq(accounts.id, owner.accountId));
    const ownerMember = {
      id: owner.personId,
      email: owner.email,
      password: owner.password,
      accessToken: owner.headers.authorization.replace('Bearer ', ''),
    };
    const secondAdmin = await addMember(t, ownerMember, 'A', 'second-admin');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${owner.personId}`,
      headers: bearer(secondAdmin.accessToken),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only the default administrator can remove the default administrator's two-step verification",
    );
    expect((await signInWithCode(owner, {})).json().error_description).toBe('OTP is Missing');

    const member = await addMember(t, ownerMember, 'U', 'member');
    const memberSetup = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/otp/delete/${member.id}`,
      headers: bearer(secondAdmin.accessToken),
    });
    expect(memberSetup.statusCode).toBe(200);
  });
});

describe('the two-step verification contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, twoFactorEndpoints);
  });
});
