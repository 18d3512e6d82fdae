import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { mailCatalogue } from '@psc/core/i18n/mail-catalogue';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { createDeps, type Deps } from '../src/deps.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.ts';
import { createManualClock } from '../src/adapters/clock.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../src/adapters/rate-limiter.ts';
import { createArgon2PasswordHasher } from '../src/adapters/password-hasher.ts';
import { seedReferenceData } from '../src/seed.ts';
import { accounts } from '../src/db/schema.ts';
import { databaseUrlFor } from './database-url.ts';
import { acquirePglite } from './pglite-pool.ts';
import type { JobQueueOptions } from '../src/shared/job-queue.ts';

export const testEngine = (process.env.PSC_TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database for one test file: a copy of the migrated template (PGlite: a used one, restored to it). */
export const openTestDatabase = async (options: DatabaseOptions = {}): Promise<DatabaseHandle> => {
  if (testEngine === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `psc_test_file_${process.pid}_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
    await admin.end();
    const handle = await openDatabase(
      { engine: 'postgres', url: databaseUrlFor(baseUrl, name), maxConnections: 20 },
      options,
    );
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const { client, release } = await acquirePglite(inject('pgliteTemplatePath'));
  const handle = await openDatabase({ engine: 'pglite', client }, options);
  return { ...handle, close: release };
};

/**
 * The same argon2id hasher at a thirtieth of the cost (0.7 ms a hash instead of 22 on the 2-core VM): the tests
 * check what is hashed and verified, not what it costs; bench/sign-in-throughput.mjs measures the real setting,
 * and every spawned server (start-up tests, components, journeys) runs it (docs/decisions/0063).
 */
const testArgon2Cost = { memoryCost: 1_024, timeCost: 1 };

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  clock: ReturnType<typeof createManualClock>;
  /**
   * Waits until this app has heard every change committed so far. A test that writes to the database behind the
   * app's back plays another process: the app's read caches learn of it by notification, a moment later.
   */
  settleChanges: () => Promise<void>;
  close: () => Promise<void>;
};

/** The real app on a real database; only the clock is ours to move. Config comes through the same loader as production. */
export const createTestApp = async (
  environment: Record<string, string> = {},
  /** A database or Redis of the test's own (one it stops and starts), instead of the run's. */
  parts: {
    database?: DatabaseHandle;
    redisUrl?: string;
    serveWebApp?: boolean;
    /** The job queue's clock and pace, for a test of background jobs (decision 0092). */
    jobQueue?: JobQueueOptions;
    extraRoutes?: BuildAppOptions['extraRoutes'];
    isDraining?: BuildAppOptions['isDraining'];
  } = {},
): Promise<TestApp> => {
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    CAPTCHA_REQUIRED: 'false',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '40',
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://psc.test',
    ...environment,
  });
  const database = parts.database ?? (await openTestDatabase());
  const clock = createManualClock(new Date());
  const redisUrl = parts.redisUrl ?? process.env.REDIS_URL;
  const rateLimiter = redisUrl
    ? createRedisRateLimiter(redisUrl, `psc-test-${randomUUID()}`)
    : createMemoryRateLimiter(() => clock.now().getTime());
  const deps = await createDeps(config, pino({ level: config.logLevel ?? 'silent' }), {
    database,
    clock,
    rateLimiter,
    passwordHasher: await createArgon2PasswordHasher(config.passwordHashConcurrency.steady, testArgon2Cost),
    ...(parts.jobQueue === undefined ? {} : { jobQueueOptions: parts.jobQueue }),
  });
  await seedReferenceData(deps);
  const app = await buildApp(deps, {
    serveWebApp: parts.serveWebApp ?? false,
    ...(parts.extraRoutes ? { extraRoutes: parts.extraRoutes } : {}),
    ...(parts.isDraining ? { isDraining: parts.isDraining } : {}),
  });
  await app.ready();
  return {
    app,
    deps,
    clock,
    settleChanges: async () => {
      await deps.changes?.barrier();
    },
    close: async () => {
      await app.close();
      await deps.close();
    },
  };
};

export const webClientAuthorization = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;

let uniqueCounter = 0;
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now()}-${(uniqueCounter += 1)}-${randomUUID().slice(0, 8)}@test.example`;

export const registerAccount = async (
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
) => {
  const body = {
    account: 'Test Trading',
    email: uniqueEmail(),
    firstname: 'Test',
    lastname: 'Trader',
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/register', payload: body });
  return {
    response,
    email: body.email,
    password: body.password,
    accountId: response.json<{ accountId: string }>().accountId,
  };
};

export const requestTokens = (
  app: FastifyInstance,
  form: Record<string, string>,
  authorization = webClientAuthorization,
) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };

export const signIn = async (app: FastifyInstance, email: string, password: string): Promise<Tokens> => {
  const response = await requestTokens(app, { grant_type: 'password', username: email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
};

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export type Member = { id: string; email: string; password: string; accessToken: string };

/**
 * A paid account (status 2) with `licences` purchased Full User licences and its default admin signed in.
 * Tests set the account state directly: plans and payments belong to the billing issue.
 */
export const createPaidAccount = async (t: TestApp, options: { licences?: number; status?: number } = {}) => {
  const registered = await registerAccount(t.app);
  await t.deps.database.db
    .update(accounts)
    .set({ status: options.status ?? 2, numberOfUsers: options.licences ?? 5, currentPlanId: 3 })
    .where(eq(accounts.id, registered.accountId));
  const tokens = await signIn(t.app, registered.email, registered.password);
  const me = (
    await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) })
  ).json<{ id: string }>();
  const admin: Member = {
    id: me.id,
    email: registered.email,
    password: registered.password,
    accessToken: tokens.access_token,
  };
  return { accountId: registered.accountId, admin };
};

// The new user's e-mail is in the account's language (decision 0147): its password line in any of them.
const passwordLines = Object.values(mailCatalogue).map((messages) => {
  const [label = ''] = messages['newUser.password'].split('{password}');
  return new RegExp(`${label.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\S+)`);
});

/** The generated password of the newest e-mail to `email` in the outbox. */
export const passwordFromOutbox = async (t: TestApp, email: string): Promise<string> => {
  const mails = await t.deps.database.db.query.mailOutbox.findMany({
    where: (table, { eq }) => eq(table.toAddress, email),
    orderBy: (table, { desc }) => [desc(table.createdAt)],
  });
  const body = mails[0]?.textBody ?? '';
  const password = passwordLines.map((line) => line.exec(body)?.[1]).find((found) => found !== undefined);
  if (password === undefined) throw new Error(`no password e-mail for ${email}`);
  return password;
};

/** Creates a user through the API as `admin`, then signs them in with the e-mailed password (unless told not to). */
export const addMember = async (
  t: TestApp,
  admin: Member,
  permissions: 'A' | 'U' | 'V',
  label = 'member',
  options: { signIn?: boolean } = {},
): Promise<Member> => {
  const email = uniqueEmail(label);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: bearer(admin.accessToken),
    payload: { email, firstname: 'Member', lastname: permissions, permissions },
  });
  if (response.statusCode !== 200)
    throw new Error(`user creation failed: ${response.statusCode} ${response.body}`);
  const password = await passwordFromOutbox(t, email);
  const id = response.json<{ id: string }>().id;
  if (options.signIn === false) return { id, email, password, accessToken: '' };
  const tokens = await signIn(t.app, email, password);
  return { id, email, password, accessToken: tokens.access_token };
};
