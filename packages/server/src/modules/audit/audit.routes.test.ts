import { auditEndpoints } from '@psc/core/audit/audit.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  requestTokens,
  type TestApp,
} from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = {
  events: Array<{
    id: number;
    type: string;
    email: string | null;
    ipAddress: string | null;
    occurredAt: number;
    detail: Record<string, unknown> | null;
  }>;
  nextBefore: number | null;
};
const audit = async (token: string, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/accounts/audit${query}`, headers: bearer(token) })
  ).json<Reply>();

describe('the audit contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, auditEndpoints);
  });
});

describe('GET /api/v1/accounts/audit', () => {
  it("lists the account's sign-ins, failures and user changes with who, when and from where, newest first", async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    await requestTokens(t.app, { grant_type: 'password', username: user.email, password: 'not it at all' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(admin.accessToken),
    });
    const other = await createPaidAccount(t);

    const { events } = await audit(admin.accessToken);
    const types = events.map((event) => event.type);
    expect(types.slice(0, 4)).toEqual([
      'user_deleted',
      'sign_in_failed',
      'sign_in_succeeded',
      'user_created',
    ]);
    expect(types).toContain('account_registered');
    expect(events.every((event) => event.ipAddress === '127.0.0.1')).toBe(true);
    expect(events[0]).toMatchObject({ email: admin.email, detail: { userEmail: user.email } });
    expect(events.some((event) => event.email === other.admin.email)).toBe(false);
  });

  it('filters by type, actor e-mail and time, and pages with nextBefore', async () => {
    const { admin } = await createPaidAccount(t);
    const first = await addMember(t, admin, 'V', 'first');
    await addMember(t, admin, 'V', 'second');
    const created = await audit(admin.accessToken, '?types=user_created');
    expect(created.events.map((event) => event.detail?.userEmail)).toHaveLength(2);
    const signIns = await audit(
      admin.accessToken,
      `?types=sign_in_succeeded,sign_in_failed&email=${encodeURIComponent(first.email.slice(0, 12))}`,
    );
    expect(signIns.events.map((event) => event.email)).toEqual([first.email]);
    const future = await audit(admin.accessToken, `?from=${t.clock.now().getTime() + 60_000}`);
    expect(future.events).toHaveLength(0);

    const page1 = await audit(admin.accessToken, '?limit=2');
    expect(page1.events).toHaveLength(2);
    expect(page1.nextBefore).toBe(page1.events[1]?.id);
    const page2 = await audit(admin.accessToken, `?limit=2&before=${page1.nextBefore}`);
    expect(page2.events[0]?.id).toBeLessThan(page1.events[1]?.id ?? 0);
  });

  it('exports the filtered events as CSV, neutralising spreadsheet formulas', async () => {
    const { admin } = await createPaidAccount(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(admin.accessToken),
      payload: {
        email: 'formula@test.example',
        firstname: '=HYPERLINK("x")',
        lastname: 'Evil',
        permissions: 'V',
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/detailsAndPermissions',
      headers: bearer(admin.accessToken),
      payload: {
        id: (await audit(admin.accessToken, '?types=user_created')).events[0]?.detail?.userId,
        firstname: '=cmd',
        lastname: 'x',
        permissions: 'V',
      },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounts/audit.csv?types=user_created,user_updated',
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Event","Type","Who","IP address","User agent","Details"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"User changed","user_updated"');
    expect(lines[2]).toContain('"User created","user_created"');
    expect(response.body).not.toMatch(/,"=/);
  });

  it('is for administrators only', async () => {
    const { admin } = await createPaidAccount(t);
    const user = await addMember(t, admin, 'U');
    for (const url of ['/api/v1/accounts/audit', '/api/v1/accounts/audit.csv']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) })).statusCode).toBe(
        403,
      );
    }
  });
});
