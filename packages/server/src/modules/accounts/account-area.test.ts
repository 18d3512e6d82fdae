import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeClosedAccounts } from './purge-closed-accounts.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  registerAccount,
  requestTokens,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_RETENTION_DAYS: '30' });
});
afterAll(() => t.close());

const day = 86_400_000;
const billing = {
  firstName: 'Ada',
  lastName: 'Admin',
  companyName: 'Santos Sugar GmbH',
  country: 'de',
  state: 'Hamburg',
  city: 'Hamburg',
  postcode: '20095',
  streetAddress: 'Am Sandtorkai 1',
  suite: '3rd floor',
  phoneNumber: '+49 40 123456',
  vat: 'DE 123 456 789',
};
const putBilling = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/accounts/', headers: bearer(token), payload });
const myAccount = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/me', headers: bearer(token) })).json();

describe('PUT /api/v1/accounts/ (billing information)', () => {
  it('saves the Info tab fields, normalising country and VAT, and logs which fields changed', async () => {
    const { admin, accountId } = await createPaidAccount(t);
    const response = await putBilling(admin.accessToken, { ...billing, id: accountId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...billing, country: 'DE', vat: 'DE123456789', id: accountId });
    expect(await myAccount(admin.accessToken)).toMatchObject({
      companyName: 'Santos Sugar GmbH',
      vat: 'DE123456789',
    });
    const event = await t.deps.database.db.query.securityEvents.findFirst({
      where: (table, { and, eq }) =>
        and(eq(table.accountId, accountId), eq(table.type, 'billing_information_changed')),
    });
    expect(event?.detail).toEqual({ fields: expect.arrayContaining(['companyName', 'vat', 'country']) });
  });

  it.each([
    [{ companyName: '' }, 'Company is required'],
    [{ city: undefined }, 'City is required'],
    [{ country: 'XX' }, 'Country must be an ISO 3166-1 country code, for example GB'],
    [{ vat: 'DE12345' }, 'VAT number is not in the format used in this country, for example DE123456789'],
    [
      { country: 'NL', vat: 'DE123456789' },
      'VAT number is not in the format used in this country, for example NL123456789B01',
    ],
    [{ firstName: 'x'.repeat(81) }, 'First Name must be at most 80 characters'],
    [{ phoneNumber: 'call me' }, 'Phone Number may only hold digits, spaces and + ( ) . / -'],
  ])('refuses %o with one plain message: %s', async (change, message) => {
    const { admin } = await createPaidAccount(t);
    const response = await putBilling(admin.accessToken, { ...billing, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'VALIDATION' });
  });

  it('accepts a non-EU tax number and empty optional fields', async () => {
    const { admin } = await createPaidAccount(t);
    const response = await putBilling(admin.accessToken, {
      ...billing,
      country: 'GB',
      vat: 'GB 123 4567 89',
      suite: '',
      state: null,
      phoneNumber: undefined,
    });
    expect(response.json()).toMatchObject({
      country: 'GB',
      vat: 'GB123456789',
      suite: null,
      state: null,
      phoneNumber: null,
    });
  });

  it("writes only the caller's account, whatever id the body carries", async () => {
    const mine = await createPaidAccount(t);
    const theirs = await createPaidAccount(t);
    const before = await myAccount(theirs.admin.accessToken);
    await putBilling(mine.admin.accessToken, { ...billing, id: theirs.accountId });
    expect(await myAccount(theirs.admin.accessToken)).toEqual(before);
  });
});

describe('PUT /api/v1/accounts/billingEmail', () => {
  it('sends billing e-mails to the chosen user of the account, and refuses anyone else', async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const stranger = await createPaidAccount(t);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/billingEmail',
      headers: bearer(admin.accessToken),
      payload: { userId: user.id },
    });
    expect(chosen.json().defaultEmail).toBe(user.email);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/billingEmail',
      headers: bearer(admin.accessToken),
      payload: { userId: stranger.admin.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await myAccount(admin.accessToken)).defaultEmail).toBe(user.email);
  });
});

describe('PUT /api/v1/accounts/defaultAdmin', () => {
  it('hands the role to another administrator, who then holds every default-admin right', async () => {
    const { admin } = await createPaidAccount(t);
    const successor = await addMember(t, admin, 'A');
    const user = await addMember(t, admin, 'U');
    const toUser = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/defaultAdmin',
      headers: bearer(admin.accessToken),
      payload: { userId: user.id },
    });
    expect(toUser.statusCode).toBe(409);
    const notOwner = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/defaultAdmin',
      headers: bearer(successor.accessToken),
      payload: { userId: successor.id },
    });
    expect(notOwner.statusCode).toBe(403);

    const handed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/defaultAdmin',
      headers: bearer(admin.accessToken),
      payload: { userId: successor.id },
    });
    expect(handed.json().defaultAdmin).toBe(successor.id);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(successor.accessToken) })
    ).json();
    expect(me.isDefaultAdmin).toBe(true);
    // The former owner is an ordinary administrator now, so the new owner may delete them.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/users/${admin.id}`,
          headers: bearer(successor.accessToken),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/v1/accounts/', () => {
  const close = (token: string, confirmation: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/',
      headers: bearer(token),
      payload: { confirmation },
    });

  it('is for the default admin only, after typing the account name', async () => {
    const { admin } = await createPaidAccount(t);
    const other = await addMember(t, admin, 'A');
    expect((await close(other.accessToken, 'Test Trading')).statusCode).toBe(403);
    const wrongName = await close(admin.accessToken, 'Test');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toBe('Type the account name exactly to close the account');
    expect((await myAccount(admin.accessToken)).id).toBeDefined();
  });

  it('signs everybody out at once, keeps the data for the retention period, then the purge removes it', async () => {
    const { admin, accountId } = await createPaidAccount(t);
    const member = await addMember(t, admin, 'U');
    const keep = await createPaidAccount(t);
    const closed = await close(admin.accessToken, '  test trading ');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ success: true, purgeAfter: t.clock.now().getTime() + 30 * day });
    for (const token of [admin.accessToken, member.accessToken]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/checkSessionToken', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    }
    // Issue 48: the right password learns the account was closed; a wrong one gets the usual reply.
    const rightPassword = await requestTokens(t.app, {
      grant_type: 'password',
      username: member.email,
      password: member.password,
    });
    expect(rightPassword.statusCode).toBe(400);
    expect(rightPassword.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'This account has been closed',
    });
    const wrongPassword = await requestTokens(t.app, {
      grant_type: 'password',
      username: member.email,
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json<{ error_description: string }>().error_description).not.toContain('closed');

    t.clock.advance(29 * day);
    expect(await purgeClosedAccounts(t.deps)).toBe(0);
    expect(
      await t.deps.database.db.query.accounts.findFirst({
        where: (table, { eq }) => eq(table.id, accountId),
      }),
    ).toBeDefined();
    t.clock.advance(2 * day);
    const purged = await purgeClosedAccounts(t.deps);
    t.clock.advance(-31 * day);
    expect(purged).toBe(1);
    expect(
      await t.deps.database.db.query.accounts.findFirst({
        where: (table, { eq }) => eq(table.id, accountId),
      }),
    ).toBeUndefined();
    expect(
      await t.deps.database.db.query.persons.findMany({
        where: (table, { eq }) => eq(table.accountId, accountId),
      }),
    ).toHaveLength(0);
    expect(
      await t.deps.database.db.query.securityEvents.findMany({
        where: (table, { eq }) => eq(table.accountId, accountId),
      }),
    ).toHaveLength(0);
    expect((await myAccount(keep.admin.accessToken)).id).toBe(keep.accountId);
    expect((await registerAccount(t.app, { email: member.email })).response.statusCode).toBe(200);
  });
});
