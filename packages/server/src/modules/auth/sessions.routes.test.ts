import { sessionEndpoints } from '@psc/core/auth/sessions.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device.ts';
import { purgeEndedSessions } from './purge-ended-sessions.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  requestTokens,
  type TestApp,
} from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
});
afterAll(() => t.close());

type Session = { id: string; current: boolean; device: string; ipAddress: string | null; kind: string };

const signInFrom = async (email: string, password: string, userAgent: string, ip: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: ip,
    headers: {
      authorization: `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
    },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
};

const sessionsOf = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Session[]>();
};

const accepted = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/checkSessionToken', headers: bearer(token) }))
    .statusCode === 200;

describe('the session contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, sessionEndpoints);
  });
});

describe('describeDevice', () => {
  it.each([
    [chromeOnLinux, 'Chrome 131 on Linux'],
    [safariOnIphone, 'Safari 17 on iOS'],
    [null, 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (userAgent, label) => {
    expect(describeDevice(userAgent)).toBe(label);
  });
});

describe('My sessions', () => {
  it('lists my open sessions with device, address and times, marking this one', async () => {
    const { admin } = await createPaidAccount(t);
    const laptop = await signInFrom(admin.email, admin.password, chromeOnLinux, '203.0.113.7');
    const phone = await signInFrom(admin.email, admin.password, safariOnIphone, '198.51.100.20');
    const sessions = await sessionsOf(laptop.access_token);
    const mine = sessions.filter((session) =>
      ['Chrome 131 on Linux', 'Safari 17 on iOS'].includes(session.device),
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: 'Chrome 131 on Linux',
          ipAddress: '203.0.113.7',
          current: true,
          kind: 'browser',
        }),
        expect.objectContaining({ device: 'Safari 17 on iOS', ipAddress: '198.51.100.20', current: false }),
      ]),
    );
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(await accepted(phone.access_token)).toBe(true);
  });

  it('signing out one session refuses its tokens at once, access and refresh', async () => {
    const { admin } = await createPaidAccount(t);
    const laptop = await signInFrom(admin.email, admin.password, chromeOnLinux, '203.0.113.7');
    const phone = await signInFrom(admin.email, admin.password, safariOnIphone, '198.51.100.20');
    const phoneSession = (await sessionsOf(laptop.access_token)).find(
      (session) => session.device === 'Safari 17 on iOS',
    );
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${phoneSession?.id}`,
      headers: bearer(laptop.access_token),
    });
    expect(ended.json()).toEqual({ success: true, message: 'Session signed out', ended: 1 });
    expect(await accepted(phone.access_token)).toBe(false);
    const refresh = await requestTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: phone.refresh_token,
    });
    expect(refresh.json().error).toBe('invalid_grant');
    expect(await accepted(laptop.access_token)).toBe(true);
    expect((await sessionsOf(laptop.access_token)).map((session) => session.id)).not.toContain(
      phoneSession?.id,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${phoneSession?.id}`,
      headers: bearer(laptop.access_token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('signing out everywhere else keeps only this session', async () => {
    const { admin } = await createPaidAccount(t);
    const laptop = await signInFrom(admin.email, admin.password, chromeOnLinux, '203.0.113.7');
    const phone = await signInFrom(admin.email, admin.password, safariOnIphone, '198.51.100.20');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: bearer(laptop.access_token),
    });
    expect(response.json()).toMatchObject({ success: true, ended: 2 });
    expect(await accepted(phone.access_token)).toBe(false);
    expect(await accepted(admin.accessToken)).toBe(false);
    expect(await accepted(laptop.access_token)).toBe(true);
    expect(await sessionsOf(laptop.access_token)).toEqual([expect.objectContaining({ current: true })]);
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) => and(eq(table.type, 'sessions_ended'), eq(table.personId, admin.id)),
    });
    expect(events).toHaveLength(1);
  });

  it('a session that has ended or expired is not listed', async () => {
    const { admin } = await createPaidAccount(t);
    const laptop = await signInFrom(admin.email, admin.password, chromeOnLinux, '203.0.113.7');
    await t.app.inject({ method: 'GET', url: '/api/v1/invalidateToken', headers: bearer(admin.accessToken) });
    expect((await sessionsOf(laptop.access_token)).filter((session) => !session.current)).toEqual([]);
  });

  it('nobody ends or sees a session of another user, administrators of the same account included', async () => {
    const { admin } = await createPaidAccount(t);
    const colleague = await addMember(t, admin, 'U');
    const theirSession = (await sessionsOf(colleague.accessToken))[0];
    expect((await sessionsOf(admin.accessToken)).map((session) => session.id)).not.toContain(
      theirSession?.id,
    );
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${theirSession?.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(attempt.statusCode).toBe(404);
    expect(await accepted(colleague.accessToken)).toBe(true);
    const others = await createPaidAccount(t);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${theirSession?.id}`,
      headers: bearer(others.admin.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await accepted(colleague.accessToken)).toBe(true);
  });
});

describe('housekeeping', () => {
  it('removes ended sessions and tokens a day after they expire, and keeps sessions not yet ended', async () => {
    const { admin } = await createPaidAccount(t);
    const ended = await signInFrom(admin.email, admin.password, chromeOnLinux, '203.0.113.7');
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/invalidateToken',
      headers: bearer(ended.access_token),
    });
    const familyRows = () =>
      t.deps.database.db.query.tokenFamilies.findMany({
        where: (table, { eq }) => eq(table.personId, admin.id),
      });
    expect(await familyRows()).toHaveLength(2);
    t.clock.advance(2 * 86_400_000 + 60_000);
    try {
      // Not revoked and inside its absolute limit, though its refresh token idled out: the row stays, its tokens go.
      const open = (await familyRows()).find((family) => family.revokedAt === null);
      const tokensOf = () =>
        t.deps.database.db.query.tokens.findMany({
          where: (table, { eq }) => eq(table.familyId, open?.id ?? ''),
        });
      expect(await tokensOf()).toHaveLength(2);
      const purged = await purgeEndedSessions(t.deps);
      expect(purged.families).toBeGreaterThanOrEqual(1);
      expect(purged.tokens).toBeGreaterThanOrEqual(2);
      expect((await familyRows()).map((family) => family.id)).toEqual([open?.id]);
      expect(await tokensOf()).toEqual([]);
    } finally {
      t.clock.advance(-(2 * 86_400_000 + 60_000));
    }
  });
});
