import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  openTestDatabase,
  registerAccount,
  requestTokens,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { passwordResetEndpoints } from '@psc/core/auth/password-reset.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { totpCodeAt } from '../two-factor/totp.ts';
import { createWriteCounter } from '../../../test/write-counter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email } });
const resetWith = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/resetpassword', payload });
const check = (token: string) => t.app.inject({ method: 'GET', url: `/checkpasswordreset/${token}` });

const outbox = (email: string) => t.deps.mailRepository.listForAddress(email);
const latestToken = async (email: string) => {
  const [latest] = await outbox(email);
  const token = /\?rpp=([A-Za-z0-9_-]+)/.exec(latest?.textBody ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
};

describe('POST /requestpasswordreset', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const account = await registerAccount(t.app);
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-at-all@test.example');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message: `A link to reset your password will be sent to ${account.email}`,
      error_description: null,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(
      'A link to reset your password will be sent to nobody-at-all@test.example',
    );
    expect(await outbox('nobody-at-all@test.example')).toHaveLength(0);

    const [mail] = await outbox(account.email);
    expect(mail).toMatchObject({ kind: 'password_reset', status: 'pending' });
    expect(mail?.textBody).toContain('http://psc.test/?rpp=');
    expect(mail?.htmlBody).toContain('PSC Price Calculator');
    const token = await latestToken(account.email);
    const stored = await t.deps.database.db.query.passwordResetTokens.findMany();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });
});

// Issue 48 item 19: anyone could spend an address's five links an hour, and an unknown address did less work.
describe('POST /requestpasswordreset, limits and work', () => {
  const statements = createWriteCounter();
  let counted: TestApp;
  beforeAll(async () => {
    counted = await createTestApp(
      {},
      { database: await openTestDatabase({ onStatement: statements.onStatement }) },
    );
  });
  afterAll(() => counted.close());

  const requestFrom = (remoteAddress: string, email: string) =>
    counted.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email }, remoteAddress });

  it("another requester's requests never spend the owner's links", async () => {
    const owner = await registerAccount(counted.app);
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect((await requestFrom('203.0.113.66', owner.email)).statusCode).toBe(200);
    const beforeOwner = (await counted.deps.mailRepository.listForAddress(owner.email)).length;
    expect(beforeOwner).toBe(5);
    const own = await requestFrom('198.51.100.7', owner.email);
    expect(own.statusCode).toBe(200);
    expect(await counted.deps.mailRepository.listForAddress(owner.email)).toHaveLength(beforeOwner + 1);
  });

  it('does the same work for an unknown address as for a known one, and stores nothing for it', async () => {
    const owner = await registerAccount(counted.app);
    const work = async (email: string, remoteAddress: string) => {
      const [writes, queries] = [statements.writes(), statements.queries()];
      expect((await requestFrom(remoteAddress, email)).statusCode).toBe(200);
      return { writes: statements.writes() - writes, queries: statements.queries() - queries };
    };
    const tokensBefore = (await counted.deps.database.db.query.passwordResetTokens.findMany()).length;
    const known = await work(owner.email, '192.0.2.10');
    const tokensAfterKnown = (await counted.deps.database.db.query.passwordResetTokens.findMany()).length;
    const unknown = await work('nobody-here@test.example', '192.0.2.11');
    expect(unknown).toEqual(known);
    expect(tokensAfterKnown).toBe(tokensBefore + 1);
    expect(await counted.deps.database.db.query.passwordResetTokens.findMany()).toHaveLength(
      tokensAfterKnown,
    );
    expect(await counted.deps.mailRepository.listForAddress('nobody-here@test.example')).toHaveLength(0);
  });
});

describe('POST /requestpasswordreset, the address', () => {
  it('refuses a text that is not an e-mail address with 400 and sends nothing', async () => {
    const reply = await requestReset('not-an-email');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain('A valid e-mail is required');
    expect(await outbox('not-an-email')).toHaveLength(0);
  });
});

describe('resetting with the link', () => {
  it('changes the password once, revokes every session, and the link then reads as expired', async () => {
    const account = await registerAccount(t.app);
    const session = await signIn(t.app, account.email, account.password);
    await requestReset(account.email);
    const token = await latestToken(account.email);
    expect((await check(token)).json()).toEqual({
      success: true,
      message: 'The link is valid',
      otpRequired: false,
    });

    const changed = await resetWith({ idAsString: token, password: 'a new and better passphrase' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(
      'Your password has now been changed. You can log in with your new credentials.',
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/checkSessionToken',
          headers: bearer(session.access_token),
        })
      ).statusCode,
    ).toBe(401);
    await signIn(t.app, account.email, 'a new and better passphrase');

    const again = await resetWith({ idAsString: token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The request is expired, kindly request again');
    expect((await check(token)).statusCode).toBe(401);
  });

  it('expires after an hour, and a newer request kills the older link', async () => {
    const account = await registerAccount(t.app);
    await requestReset(account.email);
    const first = await latestToken(account.email);
    t.clock.advance(1000);
    await requestReset(account.email);
    const second = await latestToken(account.email);
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 1000);
    const late = await resetWith({ idAsString: second, password: 'too late for this one' });
    t.clock.advance(-(60 * 60_000 + 1000));
    expect(late.statusCode).toBe(404);
  });

  it('lets only one of two simultaneous resets with the same link succeed', async () => {
    const account = await registerAccount(t.app);
    await requestReset(account.email);
    const token = await latestToken(account.email);
    const results = await Promise.all([
      resetWith({ idAsString: token, password: 'first racer passphrase' }),
      resetWith({ idAsString: token, password: 'second racer passphrase' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses a reused or common password without using up the link', async () => {
    const account = await registerAccount(t.app);
    await requestReset(account.email);
    const token = await latestToken(account.email);
    const reused = await resetWith({ idAsString: token, password: account.password });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(
      'Sorry... you already used this password. You need to think of a new, different, one.',
    );
    const common = await resetWith({ idAsString: token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common: choose one that is harder to guess');
    expect((await resetWith({ idAsString: token, password: 'finally a fine passphrase' })).statusCode).toBe(
      200,
    );
  });

  it('never bypasses two-step verification: the One Time Password is required', async () => {
    const account = await registerAccount(t.app);
    const headers = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const secret = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
      .message;
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/otp/check/${await totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000))}`,
      headers,
    });

    await requestReset(account.email);
    const token = await latestToken(account.email);
    expect((await check(token)).json().otpRequired).toBe(true);
    const withoutCode = await resetWith({ idAsString: token, password: 'no code passphrase' });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().message).toBe('Invalid');
    expect(
      (await resetWith({ idAsString: token, id: '000000', password: 'wrong code passphrase' })).statusCode,
    ).toBe(401);
    const code = await totpCodeAt(secret, t.clock.now());
    expect(
      (await resetWith({ idAsString: token, id: code, password: 'right code passphrase' })).statusCode,
    ).toBe(200);
    expect(
      (
        await requestTokens(t.app, {
          grant_type: 'password',
          username: account.email,
          password: 'right code passphrase',
        })
      ).json().error_description,
    ).toBe('OTP is Missing');
  });

  it('checks the One Time Password before the new password is typed, spending nothing (issue 12 item 26)', async () => {
    const account = await registerAccount(t.app);
    const headers = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const secret = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
      .message;
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/otp/check/${await totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000))}`,
      headers,
    });
    await requestReset(account.email);
    const token = await latestToken(account.email);
    const checkCode = (oneTimePassword: string, link = token) =>
      t.app.inject({ method: 'POST', url: `/checkpasswordreset/${link}/otp`, payload: { oneTimePassword } });

    const code = await totpCodeAt(secret, t.clock.now());
    const wrong = await checkCode(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid');
    expect((await checkCode(code)).statusCode).toBe(200);
    // Checked, not spent: the reset itself still takes the same code.
    expect(
      (await resetWith({ idAsString: token, id: code, password: 'checked code passphrase' })).statusCode,
    ).toBe(200);
    expect((await checkCode(code)).statusCode).toBe(404);
    expect((await checkCode(code, 'no-such-link')).statusCode).toBe(404);
  });

  it('accepts a recovery code as the One Time Password, and refuses a weak password before spending it', async () => {
    const account = await registerAccount(t.app);
    const headers = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const secret = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
      .message;
    const confirmed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/otp/check/${await totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000))}`,
        headers,
      })
    ).json();
    const [recoveryCode] = confirmed.recoveryCodes as string[];
    await requestReset(account.email);
    const token = await latestToken(account.email);
    const weak = await resetWith({ idAsString: token, id: recoveryCode ?? '', password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(
      (await resetWith({ idAsString: token, id: recoveryCode ?? '', password: 'recovered with a code' }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    await requestReset(account.email);
    const second = await latestToken(account.email);
    expect(
      (await resetWith({ idAsString: second, id: recoveryCode ?? '', password: 'the same code twice' }))
        .statusCode,
    ).toBe(401);
  });

  it('wears a link out after five wrong One Time Passwords', async () => {
    const account = await registerAccount(t.app);
    const headers = bearer((await signIn(t.app, account.email, account.password)).access_token);
    const secret = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
      .message;
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/otp/check/${await totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000))}`,
      headers,
    });
    await requestReset(account.email);
    const token = await latestToken(account.email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await resetWith({ idAsString: token, id: '000000', password: 'guessing passphrase' });
    const code = await totpCodeAt(secret, t.clock.now());
    expect(
      (await resetWith({ idAsString: token, id: code, password: 'too late passphrase' })).statusCode,
    ).toBe(404);
  });
});

describe('the password reset contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, passwordResetEndpoints);
  });
});
