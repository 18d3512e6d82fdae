import { apiKeyEndpoints } from '@psc/core/api-keys/api-keys.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newYorkDestination, onPricingDay, santosToNewYork } from '../../../test/calculator-fixtures.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  type Member,
  type TestApp,
} from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '10000', API_KEY_REQUESTS_PER_MINUTE: '20' });
  await onPricingDay(t);
});
afterAll(() => t.close());

type NewKey = { id: string; key: string; prefix: string; scopes: string[] };

const createKey = async (admin: Member, scopes: string[], name = 'Excel sheet'): Promise<NewKey> => {
  const response = await as(t.app, admin.accessToken).post('/api/v1/accounts/apikeys', { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewKey>();
};

/** A desk with one calculator of its administrator's. */
const desk = async () => {
  const { admin } = await createPaidAccount(t, { licences: 5 });
  const owner = as(t.app, admin.accessToken);
  const destination = await owner.post('/api/v1/destination/userdefined', newYorkDestination);
  const calculator = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(destination.json().id),
    name: `Santos desk ${admin.email.slice(0, 12)}`,
  });
  expect(calculator.statusCode, calculator.body).toBe(200);
  return { admin, calculatorId: calculator.json<{ id: string }>().id };
};

describe('the API key contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, apiKeyEndpoints);
  });
});

describe('customer API keys', () => {
  it('administrators create them; the key is shown once and stored as a hash', async () => {
    const { admin } = await desk();
    const user = await addMember(t, admin, 'U');
    expect(
      (
        await as(t.app, user.accessToken).post('/api/v1/accounts/apikeys', {
          name: 'x',
          scopes: ['prices:read'],
        })
      ).statusCode,
    ).toBe(403);
    const created = await createKey(admin, ['calculators:read']);
    expect(created.key).toMatch(/^psck_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 11));
    const listed = (await as(t.app, admin.accessToken).get('/api/v1/accounts/apikeys')).json<
      Array<Record<string, unknown>>
    >();
    expect(listed).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Excel sheet',
        scopes: ['calculators:read'],
        createdByEmail: admin.email,
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await t.deps.database.db.query.apiKeys.findFirst({
      where: (table, { eq }) => eq(table.id, created.id),
    });
    expect(JSON.stringify(stored)).not.toContain(created.key);
  });

  // Issue 48: with no calculator the CSV was empty, without its header row.
  it('an empty calculator list is still a CSV with its header row', async () => {
    const { admin } = await createPaidAccount(t);
    const { key } = await createKey(admin, ['calculators:read']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feeds/calculators.csv',
      headers: bearer(key),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '')).toBe(
      'Id,Name,Basis,Period,From,To,Currency,Tonnes,Contract,Premium,FOB,Sea Freight,CFR,Insurance,CIF,Duty,DEST. CHARGES,LOCAL FREIGHT,DDP,DDP low,DDP high,Total,Pricing error\r\n',
    );
  });

  it('curl -H "Authorization: Bearer <key>" …/calculators.csv returns the calculators; JSON too', async () => {
    const { admin } = await desk();
    const { key } = await createKey(admin, ['calculators:read']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feeds/calculators.csv',
      headers: bearer(key),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Id,Name,Basis,Period,From,To,Currency,Tonnes,Contract,Premium,FOB,Sea Freight,CFR,Insurance,CIF,Duty,DEST. CHARGES,LOCAL FREIGHT,DDP,DDP low,DDP high,Total,Pricing error',
    );
    expect(row).toContain(`Santos desk ${admin.email.slice(0, 12)}`);
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feeds/calculators.json',
      headers: bearer(key),
    });
    const rows = json.json<Array<Record<string, unknown>>>();
    const all = (await as(t.app, admin.accessToken).get('/api/v1/calculator/all')).json<
      Array<{ price: number }>
    >();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.DDP).toBe(all[0]?.price);
  });

  it('a key reaches only its scopes: read-only cannot write, none reaches account administration', async () => {
    const { admin, calculatorId } = await desk();
    const readOnly = as(t.app, (await createKey(admin, ['calculators:read', 'prices:read'])).key);
    expect((await readOnly.get('/api/v1/calculator/all')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/feeds/board.csv?contract=NewYork11',
          headers: bearer((await createKey(admin, ['prices:read'])).key),
        })
      ).statusCode,
    ).toBe(200);
    const write = await readOnly.put(`/api/v1/calculator/${calculatorId}/tons?value=5000`);
    expect(write.statusCode).toBe(403);
    expect(write.json().reason).toBe('insufficient_scope');
    for (const url of [
      '/api/v1/accounts/apikeys',
      '/api/v1/users',
      '/api/v1/accounts/me',
      '/api/v1/sessions',
    ]) {
      expect((await readOnly.get(url)).statusCode, url).toBe(403);
    }
    const writer = as(t.app, (await createKey(admin, ['calculators:read', 'calculators:write'])).key);
    expect((await writer.put(`/api/v1/calculator/${calculatorId}/tons?value=5000`)).statusCode).toBe(200);
  });

  it('a revoked key gets 401 at once; revoking is account-scoped', async () => {
    const { admin } = await desk();
    const other = await desk();
    const created = await createKey(admin, ['calculators:read']);
    expect(
      (await as(t.app, other.admin.accessToken).delete(`/api/v1/accounts/apikeys/${created.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/feeds/calculators.csv',
          headers: bearer(created.key),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await as(t.app, admin.accessToken).delete(`/api/v1/accounts/apikeys/${created.id}`)).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/feeds/calculators.csv',
          headers: bearer(created.key),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/feeds/calculators.csv',
          headers: bearer('psck_made-up'),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('another account’s calculators are never reachable with a key', async () => {
    const mine = await desk();
    const theirs = await desk();
    const key = as(t.app, (await createKey(mine.admin, ['calculators:read', 'calculators:write'])).key);
    const rows = (await key.get('/api/v1/feeds/calculators.json')).json<Array<{ Id: string }>>();
    expect(rows.map((row) => row.Id)).toEqual([mine.calculatorId]);
    expect((await key.put(`/api/v1/calculator/${theirs.calculatorId}/tons?value=1`)).statusCode).toBe(404);
    expect((await key.delete(`/api/v1/calculator/${theirs.calculatorId}`)).statusCode).toBe(404);
    expect((await key.post(`/api/v1/calculator/${theirs.calculatorId}/downloadascsv`)).statusCode).toBe(404);
  });

  it('a matrix feed gives every cell as the matrix prices it, to its owner’s key only', async () => {
    const mine = await desk();
    const theirs = await desk();
    const matrix = await as(t.app, mine.admin.accessToken).post('/api/v1/matrices', {
      name: 'Feed',
      currencyCode: 'USD',
      origins: [
        { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' },
        { contractId: 'BrazilSRP' },
      ],
      destinationIds: ['USNYC', 'NLRTM'],
      periodCount: 2,
    });
    expect(matrix.statusCode, matrix.body).toBe(201);
    const matrixId = matrix.json<{ id: string }>().id;
    const prices = (await as(t.app, mine.admin.accessToken).get(`/api/v1/matrices/${matrixId}/prices`)).json<{
      periods: { cells: { price: number | null }[][]; cheapestOrigin: (number | null)[] }[];
    }>();
    const key = as(t.app, (await createKey(mine.admin, ['calculators:read'])).key);
    const rows = (await key.get(`/api/v1/feeds/matrix.json?matrix=${matrixId}`)).json<
      Array<{ Strip: string; Destination: string; Origin: string; DDP: number | null; Cheapest: boolean }>
    >();
    expect(rows).toHaveLength(2 * 2 * 2);
    expect(rows.map((row) => row.DDP)).toEqual(
      prices.periods.flatMap((period) =>
        [0, 1].flatMap((column) => period.cells.map((row) => row[column]?.price ?? null)),
      ),
    );
    expect(rows.filter((row) => row.Cheapest)).toHaveLength(4);
    const csv = await key.get(`/api/v1/feeds/matrix.csv?matrix=${matrixId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('Strip,Destination,Country,Origin,Basis,Period,Currency,DDP');
    const theirKey = as(t.app, (await createKey(theirs.admin, ['calculators:read'])).key);
    expect((await theirKey.get(`/api/v1/feeds/matrix.json?matrix=${matrixId}`)).statusCode).toBe(404);
    const pricesOnly = as(t.app, (await createKey(mine.admin, ['prices:read'], 'Prices only')).key);
    expect((await pricesOnly.get(`/api/v1/feeds/matrix.csv?matrix=${matrixId}`)).statusCode).toBe(403);
  });

  it('every use is in the audit trail and sets last used; a key is rate-limited on its own', async () => {
    const { admin } = await desk();
    const created = await createKey(admin, ['prices:read']);
    const other = await createKey(admin, ['prices:read'], 'Other sheet');
    const call = (key: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/feeds/board.json?contract=NewYork11',
        headers: bearer(key),
      });
    for (let index = 0; index < 20; index += 1) expect((await call(created.key)).statusCode).toBe(200);
    const limited = await call(created.key);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other.key)).statusCode).toBe(200);
    const uses = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { and, eq }) => and(eq(table.type, 'api_key_used'), eq(table.personId, admin.id)),
    });
    expect(uses.filter((event) => (event.detail as { keyId?: string }).keyId === created.id)).toHaveLength(
      20,
    );
    expect(uses[0]?.detail).toMatchObject({ method: 'GET', path: '/api/v1/feeds/board.json' });
    const listed = (await as(t.app, admin.accessToken).get('/api/v1/accounts/apikeys')).json<
      Array<{ id: string; lastUsedAt: string | null }>
    >();
    expect(listed.find((key) => key.id === created.id)?.lastUsedAt).not.toBeNull();
  });
});
