import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import {
  bearer,
  createTestApp,
  registerAccount,
  requestTokens,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';
import { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from '../../test/own-services.ts';

/**
 * Issue 12, uptime 3 and 4: a PostgreSQL restart under load must not kill the process (an unhandled 'error' on a
 * checked-out client did), and while PostgreSQL or Redis is down clients get 503 with Retry-After, then 200 again.
 * Both servers here are the test's own; the run's shared ones are never stopped.
 */
describe('database outage', () => {
  let postgres: OwnPostgres;
  let t: TestApp;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    const database = await openDatabase({ engine: 'postgres', url: postgres.url, maxConnections: 10 });
    await runMigrations(database);
    t = await createTestApp({}, { database });
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    postgres?.destroy();
  });

  it('lives through a restart with requests in flight, answers 503 with Retry-After while down, 200 after', async () => {
    const account = await registerAccount(t.app);
    const tokens = await signIn(t.app, account.email, account.password);
    const signInAgain = () =>
      requestTokens(t.app, { grant_type: 'password', username: account.email, password: account.password });

    // Writes and reads in flight (transactions hold checked-out clients) while the server restarts.
    const inFlight = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0
        ? signInAgain()
        : t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) }),
    );
    postgres.restart();
    const statuses = (await Promise.all(inFlight)).map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    // Give a client broken by the restart the chance to emit its 'error' (it used to crash the process here).
    await new Promise((resolve) => setTimeout(resolve, 200));

    postgres.stop();
    const down = await signInAgain();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ error: 'temporarily_unavailable' });
    const register = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: {
        account: 'Outage Trading',
        email: 'outage@test.example',
        firstname: 'O',
        lastname: 'T',
        password: 'correct horse battery',
      },
    });
    expect(register.statusCode, register.body).toBe(503);
    expect(register.body).not.toMatch(/Internal Server Error|ECONNREFUSED|stack/);

    postgres.start();
    let after = await signInAgain();
    for (let attempt = 0; attempt < 20 && after.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await signInAgain();
    }
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);
});

describe('Redis outage', () => {
  let redis: OwnRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp({}, { redisUrl: redis.url });
  });

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await redis?.stop();
  });

  it('answers sign-in with 503 and Retry-After while Redis is down, never 500', async () => {
    const account = await registerAccount(t.app);
    await redis.stop();
    const response = await requestTokens(t.app, {
      grant_type: 'password',
      username: account.email,
      password: account.password,
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ error: 'temporarily_unavailable' });
  }, 30_000);
});
