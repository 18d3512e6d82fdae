import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import {
  as,
  newYorkDestination,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import {
  bearer,
  createPaidAccount,
  createTestApp,
  testEngine,
  type TestApp,
} from '../../../test/test-app.ts';
import { listenerApplicationName } from '../../db/client.ts';
import { accounts, calculators, tokenFamilies } from '../../db/schema.ts';
import { seedDemoMarketData } from '../market-data/seed-demo-market-data.ts';
import { createAccountScopedCache } from '../../shared/account-scoped-cache.ts';
import { createCacheInvalidation, everyAccount } from '../../shared/cache-invalidation.ts';
import { acceptsEncoding } from '../../shared/http-negotiation.ts';

/** A GET as the bearer of `accessToken`, to repeat. */
const getAs = (t: TestApp, accessToken: string, url: string) => () =>
  t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });

// docs/decisions/0020: token lookups and calculator lists are served from memory and must never outlive a change.

describe('an account-scoped cache', () => {
  const enabledCache = () => {
    const invalidation = createCacheInvalidation();
    invalidation.setEnabled(true);
    return {
      invalidation,
      cache: createAccountScopedCache<string>(invalidation, {
        maxEntries: 3,
        maxBytes: 10,
        sizeOf: (value) => value.length,
      }),
    };
  };

  it.each([
    { change: 'nothing', scope: null, kept: true },
    { change: 'the same account', scope: 'a', kept: false },
    { change: 'another account', scope: 'b', kept: true },
    { change: 'every account', scope: everyAccount, kept: false },
  ])('keeps a value read while $change changed: $kept', ({ scope, kept }) => {
    const { invalidation, cache } = enabledCache();
    const ticket = invalidation.ticket();
    if (scope !== null) invalidation.invalidate(scope);
    cache.set('key', 'a', ticket, 'read');
    expect(cache.get('key')).toBe(kept ? 'read' : undefined);
  });

  it('drops a kept value when its account changes later, and keeps nothing while disabled', () => {
    const { invalidation, cache } = enabledCache();
    cache.set('key', 'a', invalidation.ticket(), 'v');
    expect(cache.get('key')).toBe('v');
    invalidation.invalidate('a');
    expect(cache.get('key')).toBeUndefined();
    invalidation.setEnabled(false);
    cache.set('key', 'a', invalidation.ticket(), 'v');
    expect(cache.get('key')).toBeUndefined();
  });

  it('evicts the least recently used entries when over its size, and never keeps a value bigger than all of it', () => {
    const { invalidation, cache } = enabledCache();
    cache.set('a', 'a', invalidation.ticket(), 'four');
    cache.set('b', 'a', invalidation.ticket(), 'four');
    expect(cache.get('a')).toBe('four');
    cache.set('c', 'a', invalidation.ticket(), 'four');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['four', undefined, 'four']);
    expect(cache.bytes).toBe(8);
    cache.set('d', 'a', invalidation.ticket(), 'eleven char');
    expect(cache.get('d')).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it('evicts the least recently used entry when full', () => {
    const { invalidation, cache } = enabledCache();
    for (const key of ['k1', 'k2', 'k3']) cache.set(key, 'a', invalidation.ticket(), key.slice(1));
    expect(cache.get('k1')).toBe('1');
    cache.set('k4', 'a', invalidation.ticket(), '4');
    expect(cache.size).toBe(3);
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.get('k1')).toBe('1');
  });

  it('keeps the recency order through repeated hits on the newest entry and after it is dropped', () => {
    const { invalidation, cache } = enabledCache();
    for (const key of ['k1', 'k2', 'k3']) cache.set(key, 'a', invalidation.ticket(), key.slice(1));
    expect([cache.get('k1'), cache.get('k1')]).toEqual(['1', '1']);
    cache.set('k4', 'b', invalidation.ticket(), '4');
    expect([cache.get('k3'), cache.get('k3')]).toEqual(['3', '3']);
    cache.set('k5', 'c', invalidation.ticket(), '5');
    expect([cache.get('k1'), cache.get('k2')]).toEqual([undefined, undefined]);
    // The newest (k5) dropped by its account's change: the next hit on k4 still moves it past k3.
    invalidation.invalidate('c');
    expect(cache.get('k5')).toBeUndefined();
    expect(cache.get('k4')).toBe('4');
    cache.set('k6', 'b', invalidation.ticket(), '6');
    cache.set('k7', 'b', invalidation.ticket(), '7');
    expect([cache.get('k3'), cache.get('k4')]).toEqual([undefined, '4']);
  });

  it('moves an entry used again after a newer one was stored', () => {
    const { invalidation, cache } = enabledCache();
    cache.set('a', 'a', invalidation.ticket(), '1');
    expect(cache.get('a')).toBe('1');
    cache.set('b', 'a', invalidation.ticket(), '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', 'a', invalidation.ticket(), '3');
    cache.set('d', 'a', invalidation.ticket(), '4');
    expect([cache.get('a'), cache.get('b')]).toEqual(['1', undefined]);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, false],
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['gzip;q=0, br', false],
    ['GZIP;q=0.5', true],
    ['*', true],
    ['*;q=0', false],
    ['identity', false],
  ])('%s accepts gzip: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip', false],
    ['br;q=0, gzip', false],
  ])('%s accepts br: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
  });

  it('answers a header asked again, for either coding, as the first time, however many others came between', () => {
    const headers = ['gzip;q=0, br', 'br;q=0, gzip', '*;q=0', 'gzip, deflate, br, zstd'];
    const first = headers.map((header) => [acceptsEncoding(header, 'gzip'), acceptsEncoding(header, 'br')]);
    expect(first).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [true, true],
    ]);
    for (let index = 0; index < 200; index += 1) acceptsEncoding(`gzip;q=0.${index % 10}, x${index}`, 'gzip');
    expect(headers.map((header) => [acceptsEncoding(header, 'gzip'), acceptsEncoding(header, 'br')])).toEqual(
      first,
    );
  });
});

describe.each([{ readCaches: 'true' }, { readCaches: 'false' }])(
  'with READ_CACHES=$readCaches',
  ({ readCaches }) => {
    let t: TestApp;
    let owner: Caller;
    let accessToken: string;
    let accountId: string;

    beforeAll(async () => {
      t = await createTestApp({ READ_CACHES: readCaches });
      t.clock.set(new Date('2026-11-20T10:00:00Z'));
      await seedDemoMarketData(t.deps);
      await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 20 });
      const desk = await createPaidAccount(t);
      accountId = desk.accountId;
      accessToken = desk.admin.accessToken;
      owner = as(t.app, accessToken);
      const destinationId = (await owner.post('/api/v1/destination/userdefined', newYorkDestination)).json()
        .id as string;
      for (const name of ['First', 'Second']) {
        const created = await owner.post('/api/v1/calculator', { ...santosToNewYork(destinationId), name });
        expect(created.statusCode, created.body).toBe(200);
      }
    });
    afterAll(() => t.close());

    /** Counts the database reads a list request makes (the token lookup and the list query). */
    const spyOnLookups = () => {
      const tokenLookup = vi.spyOn(t.deps.authRepository, 'findAccessTokenOwner');
      const listQuery = vi.spyOn(t.deps.calculatorsRepository, 'listOwned');
      return {
        count: () => tokenLookup.mock.calls.length + listQuery.mock.calls.length,
        restore: () => {
          tokenLookup.mockRestore();
          listQuery.mockRestore();
        },
      };
    };

    const list = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/calculator/all',
        headers: { ...bearer(accessToken), ...headers },
      });

    it('listens to database changes exactly when the caches are on, and then serves repeated reads from memory', async () => {
      expect(t.deps.cacheInvalidation.enabled).toBe(readCaches === 'true');
      // The set-up's own writes are announced too, a moment later on PostgreSQL.
      await t.settleChanges();
      await list();
      const lookups = spyOnLookups();
      await list();
      await list({ 'accept-encoding': 'gzip' });
      expect(lookups.count()).toBe(readCaches === 'true' ? 0 : 4);
      lookups.restore();
    });

    it('sends the list compressed when accepted, the same JSON otherwise, and 304 for a current copy', async () => {
      const plain = await list();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      const calculatorsListed = plain.json<CalculatorReply[]>();
      expect(calculatorsListed.map((calculator) => calculator.name)).toEqual(['First', 'Second']);

      const compressed = await list({ 'accept-encoding': 'gzip, deflate' });
      const brotli = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect([compressed.statusCode, brotli.statusCode]).toEqual([200, 200]);
      // With the caches off the list is built for each request and sent as it is.
      if (readCaches === 'true') {
        expect(compressed.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(calculatorsListed);
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(
          calculatorsListed,
        );
      } else {
        expect(compressed.json()).toEqual(calculatorsListed);
        expect(brotli.json()).toEqual(calculatorsListed);
      }
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(brotli.headers.etag).toBe(plain.headers.etag);

      const revalidated = await list({ 'if-none-match': String(plain.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    });

    it('shows a calculator change made through the API at once, with a new ETag', async () => {
      const before = await list();
      const first = before.json<CalculatorReply[]>()[0];
      if (!first) throw new Error('no calculator');
      expect((await owner.put(`/api/v1/calculator/${first.id}/tons?value=1500`)).statusCode).toBe(200);
      const after = await list({ 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json<CalculatorReply[]>()[0]?.tons).toBe(1500);
    });

    it('shows a change written by another process once it is committed and heard', async () => {
      await list();
      await t.deps.database.db
        .update(calculators)
        .set({ name: 'Renamed elsewhere' })
        .where(eq(calculators.accountId, accountId));
      await t.settleChanges();
      expect((await list()).json<CalculatorReply[]>().map((calculator) => calculator.name)).toEqual([
        'Renamed elsewhere',
        'Renamed elsewhere',
      ]);
    });

    it('shows a new publication to every account at once', async () => {
      const before = (await list()).json<CalculatorReply[]>()[0]?.contractPrice;
      await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 21 });
      const after = (await list()).json<CalculatorReply[]>()[0]?.contractPrice;
      expect(before).toBeCloseTo(20 * 22.046, 2);
      expect(after).toBeCloseTo(21 * 22.046, 2);
    });

    it('refuses a token at once after sign-out (a GET that writes), though it was just served from memory', async () => {
      const desk = await createPaidAccount(t);
      const check = getAs(t, desk.admin.accessToken, '/api/v1/checkSessionToken');
      expect((await check()).statusCode).toBe(200);
      expect((await check()).statusCode).toBe(200);
      const signOut = await t.app.inject({
        method: 'GET',
        url: '/api/v1/invalidateToken',
        headers: bearer(desk.admin.accessToken),
      });
      expect(signOut.statusCode).toBe(200);
      expect((await check()).statusCode).toBe(401);
    });

    it('refuses a token revoked or an account locked by another process once the change is heard', async () => {
      const desk = await createPaidAccount(t);
      const me = getAs(t, desk.admin.accessToken, '/api/v1/calculator/all');
      expect((await me()).statusCode).toBe(200);
      await t.deps.database.db.update(accounts).set({ status: 3 }).where(eq(accounts.id, desk.accountId));
      await t.settleChanges();
      expect((await me()).statusCode).toBe(403);
      await t.deps.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, desk.accountId));
      await t.settleChanges();
      expect((await me()).statusCode).toBe(200);
      await t.deps.database.db
        .update(tokenFamilies)
        .set({ revokedAt: t.clock.now(), revokedReason: 'elsewhere' })
        .where(eq(tokenFamilies.accountId, desk.accountId));
      await t.settleChanges();
      expect((await me()).statusCode).toBe(401);
    });

    it('refuses an expired token served from memory', async () => {
      const desk = await createPaidAccount(t);
      const check = getAs(t, desk.admin.accessToken, '/api/v1/checkSessionToken');
      expect((await check()).statusCode).toBe(200);
      t.clock.advance(3_601_000);
      expect((await check()).statusCode).toBe(401);
      t.clock.set(new Date('2026-11-20T10:00:00Z'));
    });
  },
);

// PGlite runs inside the process: there is no connection to lose.
if (testEngine === 'postgres')
  describe('when the notification connection is lost', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('turns the caches off at once and back on when it reconnects', async () => {
      const desk = await createPaidAccount(t);
      const me = getAs(t, desk.admin.accessToken, '/api/v1/checkSessionToken');
      expect((await me()).statusCode).toBe(200);
      expect(t.deps.cacheInvalidation.enabled).toBe(true);

      const [database] = await t.deps.database.db
        .select({ name: sql<string>`current_database()` })
        .from(sql`(SELECT 1) AS one`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const terminated = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = $2',
          [listenerApplicationName, database?.name],
        );
        expect(terminated.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      await expect.poll(() => t.deps.cacheInvalidation.enabled, { timeout: 5_000 }).toBe(false);
      // Meanwhile every request reads the database: a change nobody announced is seen at once.
      await t.deps.database.db
        .update(tokenFamilies)
        .set({ revokedAt: t.clock.now(), revokedReason: 'unheard' })
        .where(eq(tokenFamilies.accountId, desk.accountId));
      expect((await me()).statusCode).toBe(401);
      await expect.poll(() => t.deps.cacheInvalidation.enabled, { timeout: 10_000 }).toBe(true);
      await t.settleChanges();
    });
  });
