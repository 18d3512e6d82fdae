import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/settings/personalisation', headers: bearer(token) })
  ).json();
const put = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/settings/personalisation', headers: bearer(token), payload });

describe('the personalisation contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, personalisationEndpoints);
  });
});

describe('personalisation', () => {
  it('starts on the first preset with the target "just for you"', async () => {
    const { admin } = await createPaidAccount(t);
    expect(await get(admin.accessToken)).toEqual({
      accountDateFormat: null,
      personDateFormat: null,
      dateFormatTarget: 'personDateFormat',
      effectiveDateFormat: 'mmm d, yyyy h:mm:ss',
    });
  });

  it('applies an account-wide format to everybody who has none of their own', async () => {
    const { admin, accountId } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const saved = await put(admin.accessToken, {
      dateFormatTarget: 'accountDateFormat',
      accountDateFormat: 'yyyy.mm.dd, hh:mm:ss',
    });
    expect(saved.json()).toMatchObject({
      accountDateFormat: 'yyyy.mm.dd, hh:mm:ss',
      dateFormatTarget: 'accountDateFormat',
    });
    expect(await get(user.accessToken)).toMatchObject({ effectiveDateFormat: 'yyyy.mm.dd, hh:mm:ss' });

    await put(user.accessToken, { dateFormatTarget: 'personDateFormat', personDateFormat: 'dd/mm/yy' });
    expect(await get(user.accessToken)).toMatchObject({
      personDateFormat: 'dd/mm/yy',
      effectiveDateFormat: 'dd/mm/yy',
    });
    expect(await get(admin.accessToken)).toMatchObject({
      personDateFormat: null,
      effectiveDateFormat: 'yyyy.mm.dd, hh:mm:ss',
    });

    await put(user.accessToken, { dateFormatTarget: 'personDateFormat', personDateFormat: '' });
    expect(await get(user.accessToken)).toMatchObject({
      personDateFormat: null,
      effectiveDateFormat: 'yyyy.mm.dd, hh:mm:ss',
    });
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) =>
        and(eq(table.accountId, accountId), eq(table.type, 'date_format_changed')),
    });
    expect(events).toHaveLength(3);
  });

  it("keeps 'account wide' for permission A; Viewers still choose their own", async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const viewer = await addMember(t, admin, 'V');
    for (const member of [user, viewer]) {
      const refused = await put(member.accessToken, {
        dateFormatTarget: 'accountDateFormat',
        accountDateFormat: 'yyyy',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Insufficient privileges!!');
    }
    expect(
      (
        await put(viewer.accessToken, {
          dateFormatTarget: 'personDateFormat',
          personDateFormat: 'd mmm yyyy',
        })
      ).statusCode,
    ).toBe(200);
    expect(await get(admin.accessToken)).toMatchObject({ accountDateFormat: null });
  });

  it('refuses what is not a date format', async () => {
    const { admin } = await createPaidAccount(t);
    const response = await put(admin.accessToken, {
      dateFormatTarget: 'personDateFormat',
      personDateFormat: '0.00%',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Date format must be made of the date tokens in the legend');
    expect((await put(admin.accessToken, { dateFormatTarget: 'elsewhere' })).statusCode).toBe(400);
    // Issue 48: text around a date token was saved ('xyz qq' shown as 'x26z qq').
    const nonsense = await put(admin.accessToken, {
      dateFormatTarget: 'personDateFormat',
      personDateFormat: 'xyz qq',
    });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().message).toBe('Date format must be made of the date tokens in the legend');
  });
});
