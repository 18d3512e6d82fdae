import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../two-factor/totp.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  passwordFromOutbox,
  registerAccount,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://psc.test.example/' });
});
afterAll(() => t.close());

const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', headers: bearer(token), payload });
const list = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(token) })).json<
    Array<Record<string, unknown>>
  >();

describe('POST /api/v1/users', () => {
  it('creates a Full User with a generated password that is e-mailed with a first sign-in link, and logs who did it', async () => {
    const { admin, accountId } = await createPaidAccount(t);
    const email = uniqueEmail('new');
    const response = await create(admin.accessToken, {
      email: `  ${email.toUpperCase()} `,
      firstname: 'Nina',
      lastname: 'New',
      password: 'ignored-by-server',
      account: accountId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      firstname: 'Nina',
      lastname: 'New',
      permissions: 'U',
      isAdmin: false,
      isDefaultAdmin: false,
      twoFactorEnabled: false,
      passkeys: 0,
      firstTime: true,
      accountId,
    });

    const mails = await t.deps.database.db.query.mailOutbox.findMany({
      where: (table, { eq }) => eq(table.toAddress, email),
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('new_user');
    expect(mails[0]?.textBody).toContain(`https://psc.test.example/login?email=${encodeURIComponent(email)}`);
    expect(mails[0]?.htmlBody).toContain('href="https://psc.test.example/login?email=');
    expect(mails[0]?.subject).toContain('You have been added to Test Trading');
    const password = await passwordFromOutbox(t, email);
    expect(password).toMatch(/^[A-Za-z0-9~!@\-#$]{8}$/);
    expect(password.replace(/[^A-Za-z]/g, '')).toHaveLength(5);
    expect(password.replace(/[^0-9]/g, '')).toHaveLength(2);
    expect(password.replace(/[^~!@\-#$]/g, '')).toHaveLength(1);
    expect(password).not.toBe('ignored-by-server');

    const tokens = await signIn(t.app, email, password);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) })
    ).json();
    expect(me).toMatchObject({ email, permissions: 'U', firstTime: true });

    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { eq, and }) => and(eq(table.accountId, accountId), eq(table.type, 'user_created')),
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ personId: admin.id, email: admin.email, ipAddress: '127.0.0.1' });
    expect(events[0]?.detail).toMatchObject({ userEmail: email, permissions: 'U' });
  });

  // Issue 48 item 20: the e-mail promises 'You will be asked to choose your own password when you first sign in'.
  it('asks a user added with a generated password for their own until they set one, and only them', async () => {
    const { admin } = await createPaidAccount(t);
    const email = uniqueEmail('generated');
    expect(
      (await create(admin.accessToken, { email, firstname: 'Gene', lastname: 'Rated' })).statusCode,
    ).toBe(200);
    const generated = await passwordFromOutbox(t, email);
    const me = async (accessToken: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(accessToken) })).json<{
        id: string;
        mustChangePassword: boolean;
      }>();
    const tokens = await signIn(t.app, email, generated);
    const before = await me(tokens.access_token);
    expect(before.mustChangePassword).toBe(true);
    expect((await me(admin.accessToken)).mustChangePassword).toBe(false);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/details/password',
      headers: bearer(tokens.access_token),
      payload: { id: before.id, password: 'my very own sugar password 2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(tokens.access_token)).mustChangePassword).toBe(false);
  });

  it("answers 'Please fill mandatory fields' when a name or the e-mail is blank after trimming", async () => {
    const { admin } = await createPaidAccount(t);
    for (const payload of [
      { email: uniqueEmail(), firstname: '  ', lastname: 'X' },
      { email: uniqueEmail(), firstname: 'X' },
      { email: '   ', firstname: 'X', lastname: 'Y' },
    ]) {
      const response = await create(admin.accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Please fill mandatory fields',
        code: 'VALIDATION',
      });
    }
  });

  it("answers 'Sorry, this email is already in use' for any account's address, and writes nothing", async () => {
    const { admin } = await createPaidAccount(t);
    const other = await registerAccount(t.app);
    const before = await list(admin.accessToken);
    const response = await create(admin.accessToken, {
      email: other.email,
      firstname: 'Dup',
      lastname: 'Licate',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Sorry, this email is already in use', field: 'email' });
    expect(await list(admin.accessToken)).toHaveLength(before.length);
    const mails = await t.deps.database.db.query.mailOutbox.findMany({
      where: (table, { eq }) => eq(table.toAddress, other.email),
    });
    expect(mails).toHaveLength(0);
  });

  it('counts Full Users against purchased licences, never Viewers, and refuses the one too many', async () => {
    const { admin } = await createPaidAccount(t, { licences: 2 });
    expect(
      (
        await create(admin.accessToken, {
          email: uniqueEmail(),
          firstname: 'A',
          lastname: 'Two',
          permissions: 'A',
        })
      ).statusCode,
    ).toBe(200);
    const refused = await create(admin.accessToken, {
      email: uniqueEmail(),
      firstname: 'U',
      lastname: 'Three',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'You have not purchased enough User License(s)',
      title: 'Cannot create New User',
      reason: 'licence_limit',
    });
    for (let index = 0; index < 3; index += 1) {
      expect(
        (
          await create(admin.accessToken, {
            email: uniqueEmail(),
            firstname: 'V',
            lastname: `${index}`,
            permissions: 'V',
          })
        ).statusCode,
      ).toBe(200);
    }
    const use = (
      await t.app.inject({ method: 'GET', url: '/api/v1/accounts/use', headers: bearer(admin.accessToken) })
    ).json();
    expect(use).toMatchObject({ numberOfDefinedUsers: 2, numberOfPurchasedUsers: 2, canAddUser: false });
  });

  it('refuses every new user while the account is not paid (status below 2)', async () => {
    const registered = await registerAccount(t.app);
    const tokens = await signIn(t.app, registered.email, registered.password);
    for (const permissions of ['U', 'V']) {
      const response = await create(tokens.access_token, {
        email: uniqueEmail(),
        firstname: 'F',
        lastname: 'Ree',
        permissions,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You have not purchased enough User License(s)');
    }
  });

  // PGlite runs transactions one at a time, so only the PostgreSQL run can reveal a race; both must hold.
  it('holds the licence limit under 30 simultaneous creations', async () => {
    const { admin, accountId } = await createPaidAccount(t, { licences: 5 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        create(admin.accessToken, {
          email: uniqueEmail(`race${index}`),
          firstname: 'Race',
          lastname: `${index}`,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(4);
    expect(codes.filter((code) => code === 409)).toHaveLength(26);
    const fullUsers = await t.deps.database.db.query.persons.findMany({
      where: (table, { eq }) => eq(table.accountId, accountId),
    });
    expect(fullUsers).toHaveLength(5);
  });
});

describe('GET /api/v1/users and /api/v1/users/{userId}', () => {
  it('lists the account users with their roles and nothing of other accounts', async () => {
    const { admin } = await createPaidAccount(t);
    const viewer = await addMember(t, admin, 'V');
    await createPaidAccount(t);
    const users = await list(admin.accessToken);
    expect(users.map((user) => user.email).sort()).toEqual([admin.email, viewer.email].sort());
    expect(users.find((user) => user.id === admin.id)).toMatchObject({
      isDefaultAdmin: true,
      isAdmin: true,
      permissions: 'A',
    });
    expect(users.find((user) => user.id === viewer.id)).toMatchObject({
      isDefaultAdmin: false,
      isAdmin: false,
      permissions: 'V',
      twoFactorEnabled: false,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${viewer.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(one.json()).toMatchObject({ id: viewer.id, email: viewer.email });
  });

  it("shows each user's two-step verification, which an administrator can turn off", async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const headers = bearer(user.accessToken);
    const secret: string = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json()
      .message;
    const twoFactorOf = async () =>
      (await list(admin.accessToken)).find((row) => row.id === user.id)?.twoFactorEnabled;
    expect(await twoFactorOf()).toBe(false);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/otp/check/${await totpCodeAt(secret, t.clock.now())}`,
      headers,
    });
    expect(await twoFactorOf()).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/accounts/otp/delete/${user.id}`,
          headers: bearer(admin.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(await twoFactorOf()).toBe(false);
  });

  it('lets anyone read themselves but only administrators read others', async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/${user.id}`,
          headers: bearer(user.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/${admin.id}`,
          headers: bearer(user.accessToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/v1/users/details and /detailsAndPermissions', () => {
  const put = (token: string, path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${path}`, headers: bearer(token), payload });

  it('changes names and role, ignores a changed e-mail, and records both changes', async () => {
    const { admin, accountId } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    const response = await put(admin.accessToken, 'detailsAndPermissions', {
      id: user.id,
      email: 'other@test.example',
      firstname: 'Ursula',
      lastname: 'Upgraded',
      permissions: 'A',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: user.email,
      firstname: 'Ursula',
      lastname: 'Upgraded',
      permissions: 'A',
      isAdmin: true,
    });
    const types = (
      await t.deps.database.db.query.securityEvents.findMany({
        where: (table, { eq }) => eq(table.accountId, accountId),
      })
    ).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['user_updated', 'user_role_changed']));
  });

  it('turns a Full User into a Viewer to free a licence, and back only when a licence is free', async () => {
    const { admin } = await createPaidAccount(t, { licences: 2 });
    const user = await addMember(t, admin, 'U');
    const refused = await create(admin.accessToken, {
      email: uniqueEmail(),
      firstname: 'No',
      lastname: 'Room',
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (
        await put(admin.accessToken, 'detailsAndPermissions', {
          id: user.id,
          firstname: 'Member',
          lastname: 'U',
          permissions: 'V',
        })
      ).statusCode,
    ).toBe(200);
    const newcomer = await create(admin.accessToken, {
      email: uniqueEmail(),
      firstname: 'Now',
      lastname: 'Room',
    });
    expect(newcomer.statusCode).toBe(200);
    const back = await put(admin.accessToken, 'detailsAndPermissions', {
      id: user.id,
      firstname: 'Member',
      lastname: 'U',
      permissions: 'U',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('You have not purchased enough User License(s)');
  });

  it("never changes the default admin's or the caller's own role", async () => {
    const { admin } = await createPaidAccount(t);
    const second = await addMember(t, admin, 'A');
    const ownRole = await put(second.accessToken, 'detailsAndPermissions', {
      id: second.id,
      firstname: 'Me',
      lastname: 'Myself',
      permissions: 'U',
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().message).toBe('Operation not permitted');
    const defaultAdminRole = await put(second.accessToken, 'detailsAndPermissions', {
      id: admin.id,
      firstname: 'Test',
      lastname: 'Trader',
      permissions: 'U',
    });
    expect(defaultAdminRole.statusCode).toBe(403);
    expect(
      (
        await put(second.accessToken, 'detailsAndPermissions', {
          id: admin.id,
          firstname: 'Renamed',
          lastname: 'Owner',
          permissions: 'A',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets users rename themselves, Viewers included, but nobody else', async () => {
    const { admin } = await createPaidAccount(t);
    const viewer = await addMember(t, admin, 'V');
    const user = await addMember(t, admin, 'U');
    expect(
      (
        await put(viewer.accessToken, 'details', { id: viewer.id, firstname: 'Vera', lastname: 'Renamed' })
      ).json(),
    ).toMatchObject({ firstname: 'Vera' });
    expect(
      (await put(user.accessToken, 'details', { id: viewer.id, firstname: 'Not', lastname: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await put(viewer.accessToken, 'details', { id: viewer.id, firstname: '', lastname: 'Blank' })).json()
        .message,
    ).toBe('Please fill mandatory fields');
  });
});

describe('DELETE /api/v1/users/{userId}', () => {
  const remove = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: bearer(token) });

  it('deletes a user, ends their sessions at once and frees their licence and address', async () => {
    const { admin } = await createPaidAccount(t, { licences: 2 });
    const user = await addMember(t, admin, 'U');
    const response = await remove(admin.accessToken, user.id);
    expect(response.json()).toEqual({ success: true, message: 'User deleted' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/checkSessionToken',
          headers: bearer(user.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await create(admin.accessToken, { email: user.email, firstname: 'Back', lastname: 'Again' }))
        .statusCode,
    ).toBe(200);
  });

  it('never deletes the default admin nor the caller', async () => {
    const { admin } = await createPaidAccount(t);
    const second = await addMember(t, admin, 'A');
    for (const [token, id] of [
      [second.accessToken, admin.id],
      [second.accessToken, second.id],
      [admin.accessToken, admin.id],
    ] as const) {
      const response = await remove(token, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Operation not permitted');
    }
  });

  it('gives billing e-mails back to the default admin when their recipient is deleted', async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/billingEmail',
      headers: bearer(admin.accessToken),
      payload: { userId: user.id },
    });
    const account = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/accounts/me', headers: bearer(admin.accessToken) })
      ).json();
    expect((await account()).defaultEmail).toBe(user.email);
    await remove(admin.accessToken, user.id);
    expect((await account()).defaultEmail).toBe(admin.email);
  });
});
