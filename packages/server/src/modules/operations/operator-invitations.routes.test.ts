import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorInvitationLinkEndpoints } from '@psc/core/operations/operator-invitations.schemas';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { createSignedInOperator, requestOperatorTokens, type TestOperator } from '../../../test/operators.ts';
import {
  bearer,
  createTestApp,
  registerAccount,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app.ts';
import { totpCodeAt } from '../two-factor/totp.ts';

let t: TestApp;
let admin: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInOperator(t, 'admin');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.accessToken), ...(payload ? { payload } : {}) });
const link = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

const tokenFromOutbox = async (email: string) => {
  const [mail] = await t.deps.mailRepository.listForAddress(email);
  const token = /\/ops\/join\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
};

describe('operator invitations', () => {
  it('registers the link calls of the contract', () => {
    expectEveryEndpointRegistered(t.app, operatorInvitationLinkEndpoints);
  });

  it('an administrator invites a colleague, who chooses a password, gets the key once and signs in with a code', async () => {
    const email = uniqueEmail('invited');
    const invited = await asAdmin('POST', '/api/ops/invitations', {
      email,
      name: 'Ines Invited',
      role: 'support',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({
      email,
      name: 'Ines Invited',
      role: 'support',
      invitedBy: expect.stringContaining('Test admin'),
    });
    const [mail] = await t.deps.mailRepository.listForAddress(email);
    expect(mail).toMatchObject({
      kind: 'operator_invitation',
      subject: expect.stringContaining('operations console'),
    });
    expect(mail?.textBody).toContain('Support (customer accounts)');
    expect((await asAdmin('GET', '/api/ops/invitations')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'support' })]),
    );

    const token = await tokenFromOutbox(email);
    const shown = await link('GET', `/api/operator-invitations/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      email,
      name: 'Ines Invited',
      role: 'support',
      expiresAt: expect.any(Number),
    });
    const short = await link('POST', `/api/operator-invitations/${token}/accept`, { password: 'too short' });
    expect(short.statusCode).toBe(400);
    const accepted = await link('POST', `/api/operator-invitations/${token}/accept`, {
      password: 'a support password 2026',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { totpSecret } = accepted.json<{ totpSecret: string; otpauthUri: string }>();
    expect(accepted.json()).toMatchObject({
      email,
      otpauthUri: expect.stringContaining('otpauth://totp/'),
      qrUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });

    // Used once: the link now reads as gone, and accepting again creates nobody.
    expect((await link('GET', `/api/operator-invitations/${token}`)).statusCode).toBe(404);
    expect(
      (
        await link('POST', `/api/operator-invitations/${token}/accept`, {
          password: 'a support password 2026',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('GET', '/api/ops/invitations'))
        .json<{ email: string }[]>()
        .some((entry) => entry.email === email),
    ).toBe(false);

    t.clock.advance(30_000);
    const signedIn = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password: 'a support password 2026',
      otp: await totpCodeAt(totpSecret, t.clock.now()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/ops/me',
      headers: bearer(signedIn.json<{ access_token: string }>().access_token),
    });
    expect(me.json()).toMatchObject({ email, role: 'support', name: 'Ines Invited' });
    const audit = (await asAdmin('GET', '/api/ops/audit')).json<
      { action: string; target: string | null }[]
    >();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['operator.invited', 'operator.invitation-accepted']),
    );

    // An operator's address cannot be invited again.
    expect(
      (await asAdmin('POST', '/api/ops/invitations', { email, name: 'Again', role: 'analyst' })).statusCode,
    ).toBe(409);
  });

  it('a withdrawn, replaced, expired or made-up link answers the same 404 and creates nobody', async () => {
    const email = uniqueEmail('withdrawn');
    const first = (
      await asAdmin('POST', '/api/ops/invitations', { email, name: 'Wanda', role: 'analyst' })
    ).json<{ id: string }>();
    const firstToken = await tokenFromOutbox(email);
    t.clock.advance(1_000);
    await asAdmin('POST', '/api/ops/invitations', { email, name: 'Wanda', role: 'analyst' });
    const secondToken = await tokenFromOutbox(email);
    expect(secondToken).not.toBe(firstToken);
    const replaced = await link('GET', `/api/operator-invitations/${firstToken}`);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({
      message: expect.stringContaining('Ask an administrator for a new one'),
    });
    expect((await asAdmin('DELETE', `/api/ops/invitations/${first.id}`)).statusCode).toBe(404);

    const open = (await asAdmin('GET', '/api/ops/invitations')).json<{ id: string; email: string }[]>();
    const second = open.find((entry) => entry.email === email);
    expect((await asAdmin('DELETE', `/api/ops/invitations/${second?.id ?? ''}`)).json()).toMatchObject({
      success: true,
    });
    expect((await link('GET', `/api/operator-invitations/${secondToken}`)).statusCode).toBe(404);

    const late = uniqueEmail('late');
    await asAdmin('POST', '/api/ops/invitations', { email: late, name: 'Lou Late', role: 'analyst' });
    const lateToken = await tokenFromOutbox(late);
    t.clock.advance(3 * 86_400_000 + 1);
    expect(
      (
        await link('POST', `/api/operator-invitations/${lateToken}/accept`, {
          password: 'a late password 2026',
        })
      ).statusCode,
    ).toBe(404);
    expect((await link('GET', '/api/operator-invitations/not-a-token')).statusCode).toBe(404);
    expect(await t.deps.operationsRepository.findOperatorByEmail(late)).toBeNull();
  });

  it('is for administrators only; a customer token reaches none of it', async () => {
    const analyst = await createSignedInOperator(t, 'analyst');
    const customer = await registerAccount(t.app);
    const customerToken = (await signIn(t.app, customer.email, customer.password)).access_token;
    for (const token of [analyst.accessToken, customerToken]) {
      const status = (
        await t.app.inject({ method: 'GET', url: '/api/ops/invitations', headers: bearer(token) })
      ).statusCode;
      expect(status).toBe(token === customerToken ? 401 : 403);
    }
  });
});
