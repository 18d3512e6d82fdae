import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type Haproxy } from '../../test/haproxy.ts';
import { clientAt, jsonRequest, signInRequest, type Client } from '../../test/http-client.ts';
import {
  freePort,
  startOwnPostgres,
  startOwnRedis,
  type OwnPostgres,
  type OwnRedis,
} from '../../test/own-services.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';

/**
 * Issue 46's topology (compose.yaml's, with the same processes): three instances on one fresh PostgreSQL database
 * and one Redis, behind Debian's HAProxy, which appends the client's address to X-Forwarded-For and checks /readyz.
 * Clients sit at their own loopback addresses (127.0.0.x), so the address each limit counts is visible.
 */
const migrationFiles = readdirSync(join(import.meta.dirname, '..', '..', 'migrations')).filter((file) =>
  file.endsWith('.sql'),
);
const names = ['s1', 's2', 's3'] as const;
type Name = (typeof names)[number];

let postgres: OwnPostgres;
let redis: OwnRedis;
let haproxy: Haproxy;
let dataDir: string;
const ports = {} as Record<Name, number>;
const instances = {} as Record<Name, ServerProcess>;
const clients: Client[] = [];
const client = (address: string) => {
  const made = clientAt(address);
  clients.push(made);
  return made;
};

// Shared by every instance, as deploy.md requires: the captcha's and the authenticator secrets' keys.
const sharedSecrets = {
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

const start = (name: Name) => {
  instances[name] = spawnServer({
    PORT: String(ports[name]),
    DATA_DIR: join(dataDir, name),
    WEB_DIST_DIR: dataDir,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    // Only HAProxy, at 127.0.0.1, may name the client; the test's clients are at 127.0.0.2 and up.
    TRUST_PROXY: '127.0.0.1',
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '10',
    LOGIN_MAX_ATTEMPTS_PER_IP: '20',
    // The per-e-mail captcha escalation would also stop the attacker below; the address limits are under test.
    LOCKOUT_THRESHOLD: '1000',
    REGISTRATIONS_PER_IP_PER_HOUR: '3',
    LOG_LEVEL: 'error',
    ...sharedSecrets,
  });
};

const probe = client('127.0.0.1');
const readyzOf = async (name: Name) =>
  probe
    .send(ports[name], 'GET', '/readyz')
    .then((reply) => reply.status)
    .catch(() => 0);

const waitUntil = async (what: string, condition: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited too long: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const migrationRows = async () => {
  const database = new pg.Client({ connectionString: postgres.url });
  await database.connect();
  try {
    const { rows } = await database.query<{ hash: string; times: number }>(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    return rows;
  } finally {
    await database.end();
  }
};

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  dataDir = mkdtempSync(join(tmpdir(), 'psc-topology-'));
  for (const name of names) ports[name] = await freePort();
  // The same moment, on a database no instance has migrated yet.
  for (const name of names) start(name);
  await Promise.all(
    names.map((name) =>
      waitUntil(`${name} ready`, async () => {
        if (instances[name].child.exitCode !== null)
          throw new Error(`${name} exited: ${instances[name].output().stderr}`);
        return (await readyzOf(name)) === 200;
      }),
    ),
  );
  haproxy = await startHaproxy({
    servers: names.map((name) => ({ name, port: ports[name] })),
    forwardedProto: 'https',
  });
  await waitUntil('HAProxy sees every instance up', async () =>
    (await Promise.all(names.map((name) => haproxy.server(name)))).every((server) => server.status === 'UP'),
  );
}, 120_000);

afterAll(async () => {
  for (const made of clients) made.close();
  await haproxy?.stop();
  for (const instance of Object.values(instances)) {
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await instance.exited;
  }
  await redis?.stop();
  postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const register = async (from: Client, headers: Record<string, string> = {}) => {
  const email = `trader-${randomUUID()}@test.example`;
  const password = 'correct horse battery';
  const reply = await from.send(
    haproxy.port,
    'POST',
    '/register',
    jsonRequest(
      { account: 'Topology Trading', email, firstname: 'Topo', lastname: 'Logy', password },
      headers,
    ),
  );
  return { status: reply.status, email, password };
};

describe('three instances started together on one fresh PostgreSQL database', () => {
  it('all report ready, and each migration is recorded once', async () => {
    for (const name of names) {
      const ready = await probe.send(ports[name], 'GET', '/readyz');
      expect(ready.status, name).toBe(200);
      expect(ready.headers['content-type'], name).toMatch(/^application\/json/);
      expect(JSON.parse(ready.body), name).toMatchObject({ ready: true, migrations: 'current', redis: 'ok' });
      const live = await probe.send(ports[name], 'GET', '/livez');
      expect({ name, status: live.status, body: live.body }).toEqual({
        name,
        status: 200,
        body: '{"alive":true}',
      });
    }
    const rows = await migrationRows();
    expect(rows).toHaveLength(migrationFiles.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });
});

describe('through HAProxy, a client cannot choose the address the limits count', () => {
  it("a spoofed X-Forwarded-For cannot lock a victim out: the attacker's attempts count at the attacker's address", async () => {
    const victim = client('127.0.0.3');
    const attacker = client('127.0.0.2');
    const account = await register(victim);
    expect(account.status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const reply = await attacker.send(
        haproxy.port,
        'POST',
        '/oauth/token',
        signInRequest(account.email, 'not the password', { 'x-forwarded-for': '127.0.0.3' }),
      );
      statuses.push(reply.status);
    }
    // The e-mail × address limit (10) stops the attacker, at the attacker's own address.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const signedIn = await victim.send(
      haproxy.port,
      'POST',
      '/oauth/token',
      signInRequest(account.email, account.password),
    );
    expect(signedIn.status, signedIn.body).toBe(200);
  });

  it('rotating X-Forwarded-For values do not get round the per-address sign-in limit', async () => {
    const sprayer = client('127.0.0.5');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const reply = await sprayer.send(
        haproxy.port,
        'POST',
        '/oauth/token',
        signInRequest(`nobody-${attempt}@test.example`, 'guess', {
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
        }),
      );
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(400), 429]);
  });

  it('nor the per-address registration limit', async () => {
    const registrar = client('127.0.0.6');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await register(registrar, { 'x-forwarded-for': `203.0.113.${attempt + 1}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("sends HSTS when the proxy says the request came over HTTPS, and believes no one else's X-Forwarded-Proto", async () => {
    const browser = client('127.0.0.7');
    const throughProxy = await browser.send(haproxy.port, 'GET', '/livez', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(throughProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const direct = await browser.send(ports.s1, 'GET', '/livez', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a token revoked on one instance', () => {
  it('is refused by the others within the bound of decision 0088, as soon as they hear the change', async () => {
    const user = client('127.0.0.8');
    const account = await register(user);
    expect(account.status).toBe(200);
    const signedIn = await user.send(
      ports.s1,
      'POST',
      '/oauth/token',
      signInRequest(account.email, account.password),
    );
    const bearer = {
      authorization: `Bearer ${(JSON.parse(signedIn.body) as { access_token: string }).access_token}`,
    };
    // Each of the others has the token's owner in its cache.
    for (const name of ['s2', 's3'] as const)
      expect((await user.send(ports[name], 'GET', '/api/v1/users/me', { headers: bearer })).status).toBe(200);
    expect((await user.send(ports.s1, 'GET', '/api/v1/invalidateToken', { headers: bearer })).status).toBe(
      200,
    );
    // The revoking instance refuses at once; the others once the notification arrives (milliseconds; the bound,
    // when an instance's notification connection dies silently, is its heartbeat: 20 s, then its caches are off).
    expect((await user.send(ports.s1, 'GET', '/api/v1/users/me', { headers: bearer })).status).toBe(401);
    for (const name of ['s2', 's3'] as const)
      await waitUntil(
        `${name} refuses the revoked token`,
        async () =>
          (await user.send(ports[name], 'GET', '/api/v1/users/me', { headers: bearer })).status === 401,
        20_000,
      );
  });
});

describe('a rolling restart behind HAProxy, each instance drained first', () => {
  it('fails no request of a bounded mixed load, and runs no migration again', async () => {
    const loadClient = client('127.0.0.4');
    const account = await register(loadClient);
    expect(account.status).toBe(200);
    const tokens = JSON.parse(
      (
        await loadClient.send(
          haproxy.port,
          'POST',
          '/oauth/token',
          signInRequest(account.email, account.password),
        )
      ).body,
    ) as { access_token: string };
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const me = JSON.parse(
      (await loadClient.send(haproxy.port, 'GET', '/api/v1/users/me', { headers: bearer })).body,
    ) as {
      id: string;
    };

    const outcomes: { request: string; status: number; body?: string }[] = [];
    let rolling = true;
    const mix = [
      () => [
        'GET /api/v1/users/me',
        loadClient.send(haproxy.port, 'GET', '/api/v1/users/me', { headers: bearer }),
      ],
      () => [
        'GET /api/v1/currencies/',
        loadClient.send(haproxy.port, 'GET', '/api/v1/currencies/', { headers: bearer }),
      ],
      () => [
        'PUT /api/v1/users/details',
        loadClient.send(
          haproxy.port,
          'PUT',
          '/api/v1/users/details',
          jsonRequest({ id: me.id, firstname: `Topo ${outcomes.length}`, lastname: 'Logy' }, bearer),
        ),
      ],
    ] as const;
    // Four clients, each one request at a time, until the roll is over (and at most 4,000 requests).
    const worker = async (offset: number) => {
      for (let step = offset; rolling && outcomes.length < 4_000; step += 1) {
        const [request, reply] = mix[step % mix.length]!() as [
          string,
          Promise<{ status: number; body: string }>,
        ];
        const answer = await reply.catch((error: unknown) => ({ status: 0, body: String(error) }));
        // A failure keeps the start of its body: HAProxy's own 503 and the app's read differently.
        outcomes.push(
          answer.status >= 200 && answer.status < 300
            ? { request, status: answer.status }
            : { request, status: answer.status, body: answer.body.slice(0, 120) },
        );
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));

    for (const name of names) {
      await haproxy.command(`set server psc/${name} state drain`);
      await waitUntil(`${name} drained`, async () => (await haproxy.server(name)).sessions === 0);
      instances[name].child.kill('SIGTERM');
      expect(await instances[name].exited, instances[name].output().stderr).toBe(0);
      start(name);
      await waitUntil(`${name} back`, async () => (await readyzOf(name)) === 200);
      await haproxy.command(`set server psc/${name} state ready`);
      await waitUntil(
        `HAProxy routes to ${name} again`,
        async () => (await haproxy.server(name)).status === 'UP',
      );
    }
    rolling = false;
    await load;

    const failed = outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(30);
    const rows = await migrationRows();
    expect(rows).toHaveLength(migrationFiles.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
  }, 180_000);
});
