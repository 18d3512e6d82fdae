import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languages = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/settings/language', headers: bearer(token) })).json();
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).json();
const put = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/settings/language', headers: bearer(token), payload });

describe('languages (issue 49)', () => {
  it('start unchosen: the browser decides', async () => {
    const { admin } = await createPaidAccount(t);
    expect(await languages(admin.accessToken)).toEqual({ personLanguage: null, accountLanguage: null });
    expect(await me(admin.accessToken)).toMatchObject({ language: null, accountLanguage: null });
  });

  it("an administrator's account default reaches every user; a user's own choice is theirs alone", async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const viewer = await addMember(t, admin, 'V');
    const saved = await put(admin.accessToken, { accountLanguage: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ personLanguage: null, accountLanguage: 'pt-BR' });
    expect(await me(user.accessToken)).toMatchObject({ language: null, accountLanguage: 'pt-BR' });

    expect((await put(viewer.accessToken, { personLanguage: 'ar' })).json()).toEqual({
      personLanguage: 'ar',
      accountLanguage: 'pt-BR',
    });
    expect(await me(viewer.accessToken)).toMatchObject({ language: 'ar', accountLanguage: 'pt-BR' });
    expect(await me(user.accessToken)).toMatchObject({ language: null });
    // An absent field stays; null clears.
    expect((await put(viewer.accessToken, {})).json()).toMatchObject({ personLanguage: 'ar' });
    expect((await put(viewer.accessToken, { personLanguage: null })).json()).toMatchObject({
      personLanguage: null,
    });
  });

  it("keeps the account's default for permission A", async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const refused = await put(user.accessToken, { accountLanguage: 'es', personLanguage: 'es' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Insufficient privileges!!');
    // Nothing of the refused request was written.
    expect(await languages(user.accessToken)).toEqual({ personLanguage: null, accountLanguage: null });
  });

  it('refuses a language the screens do not speak', async () => {
    const { admin } = await createPaidAccount(t);
    for (const personLanguage of ['fr', 'pt', 'EN', '', 42]) {
      const response = await put(admin.accessToken, { personLanguage });
      expect(response.statusCode, String(personLanguage)).toBe(400);
      expect(response.body).not.toContain('stack');
    }
  });
});
