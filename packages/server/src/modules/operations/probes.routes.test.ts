import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probesEndpoints } from '@psc/core/operations/probes.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { freePort } from '../../../test/own-services.ts';
import { bearer, createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 46 item 3 (decision 0085): probes a container platform or load balancer can use without a key. */
let t: TestApp;
let draining = false;

beforeAll(async () => {
  // A built web app of one page, so a path that fell through to it would answer 200 with HTML.
  const webDistDir = mkdtempSync(join(tmpdir(), 'psc-web-dist-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>PSC</title><div id="root"></div>');
  t = await createTestApp({ WEB_DIST_DIR: webDistDir }, { serveWebApp: true, isDraining: () => draining });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('probes', () => {
  it('registers its contract and documents both probes', async () => {
    expectEveryEndpointRegistered(t.app, probesEndpoints);
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/livez', '/readyz']));
  });

  it('/livez answers JSON without a token, never cached', async () => {
    const live = await get('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toMatch(/^application\/json/);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.json()).toEqual({ alive: true });
  });

  it('/readyz reports every part ready, the same for anyone who asks', async () => {
    const { admin } = await createPaidAccount(t);
    for (const headers of [{}, bearer(admin.accessToken), bearer('not-a-token')]) {
      const ready = await get('/readyz', headers);
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({
        ready: true,
        failing: [],
        database: 'ok',
        redis: t.deps.config.redisUrl ? 'ok' : 'not configured',
        migrations: 'current',
        draining: false,
      });
    }
  });

  it('/readyz answers 503 naming the part when the schema lacks a migration of this release', async () => {
    const db = t.deps.database.db;
    const newest = await db.execute(
      sql`select id, hash, created_at::text as created from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (newest as unknown as { rows: { id: number; hash: string; created: string }[] }).rows[0];
    if (!row) throw new Error('no migration recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const behind = await get('/readyz');
      expect(behind.statusCode).toBe(503);
      expect(behind.headers['cache-control']).toBe('no-store');
      expect(behind.json()).toMatchObject({ ready: false, failing: ['migrations'], migrations: 'behind' });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created}::bigint)`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 while the instance shuts down, /livez still 200', async () => {
    draining = true;
    try {
      const shuttingDown = await get('/readyz');
      expect(shuttingDown.statusCode).toBe(503);
      expect(shuttingDown.json()).toMatchObject({ ready: false, failing: ['shutdown'], draining: true });
      expect((await get('/livez')).statusCode).toBe(200);
    } finally {
      draining = false;
    }
  });

  it('no health-like path falls through to the web page', async () => {
    for (const url of [
      '/healthz',
      '/health',
      '/healthcheck',
      '/_health',
      '/ready',
      '/live',
      '/metrics',
      '/ping',
      '/status',
      '/actuator/health',
      '/readyz/',
      '/HEALTHZ',
    ]) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode, type: reply.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(reply.headers['cache-control'], url).toBe('no-store');
    }
    // The web app's own pages are still pages.
    expect((await get('/calculators')).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('/readyz with Redis configured but out of reach', () => {
  it('answers 503 naming Redis, while /livez answers 200', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const unreachable = await createTestApp({ REDIS_URL: deadRedis }, { redisUrl: deadRedis });
    try {
      const reply = await unreachable.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({
        ready: false,
        failing: ['redis'],
        database: 'ok',
        redis: 'unreachable',
      });
      expect((await unreachable.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
