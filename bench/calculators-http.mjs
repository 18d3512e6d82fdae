// Authenticated GET /api/v1/calculator/all for a user with 20 calculators, as req/s against a bare Fastify hello-world
// measured the same way in the same run (research §3: autocannon, 50 connections, no pipelining, warm-up then
// measured), and the p50/p95/p99 latency of the single-field amendment PUT /api/v1/calculator/{id}/tons?value=.
// The server and the reference run pinned to core 0 when `taskset` exists; run this script on another core:
//   npm run build && taskset -c 1 node bench/calculators-http.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from './support/server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 18815);
const referencePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const amendments = Number(process.env.BENCH_AMENDMENTS ?? 1000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const serverEntry = new URL('../packages/server/dist/main.js', import.meta.url).pathname;
const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

const launch = (args, env) => {
  const [command, commandArgs] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};
const waitFor = async (url) => {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer`);
};
const stop = async (child) => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};
const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
const measure = async (options) => {
  await run({ ...options, connections: 50, pipelining: 1, duration: warmupSeconds });
  const result = await run({ ...options, connections: 50, pipelining: 1, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

const reference = launch(
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${referencePort}, host: '127.0.0.1' });`,
  ],
  {},
);
await waitFor(`http://127.0.0.1:${referencePort}/`);
const fastifyHello = await measure({ url: `http://127.0.0.1:${referencePort}/` });
await stop(reference);

const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-calculators-'));
const child = launch([serverEntry], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  CAPTCHA_REQUIRED: 'false',
  DATABASE_URL: databaseUrl,
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/aqa/settings`);
// A fresh paid user of the demo team (Team plan): the demo admin adds a Full User, whose e-mailed password is in the
// outbox; simpler and equivalent here: use the demo Full User, and remove whatever calculators an earlier run left.
const token = await signIn(base, 'user@demo-team.example', 'Demo-Team-2026!');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
for (const calculator of await (await fetch(`${base}/api/v1/calculator/all`, { headers })).json()) {
  await fetch(`${base}/api/v1/calculator/${calculator.id}`, {
    method: 'DELETE',
    headers: { authorization: headers.authorization },
  });
}
const periods = await (await fetch(`${base}/api/v1/contract/periods/NewYork11`, { headers })).json();
const live = periods.filter((period) => !period.concluded).map((period) => period.id);
const destinations = ['USNYC', 'NLRTM', 'AEJEA', 'INNSA', 'IDCIG'];
for (let index = 0; index < 20; index += 1) {
  const response = await fetch(`${base}/api/v1/calculator`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench ${index + 1}`,
      contractId: 'NewYork11',
      periodId: live[index % live.length],
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      destinationId: destinations[index % destinations.length],
      currencyCode: index % 2 === 0 ? 'USD' : 'EUR',
    }),
  });
  if (response.status !== 200)
    throw new Error(`creating calculator ${index}: ${response.status} ${await response.text()}`);
}
const list = await (await fetch(`${base}/api/v1/calculator/all`, { headers })).json();
if (list.length !== 20 || list.some((calculator) => calculator.pricingError !== null))
  throw new Error(`expected 20 priced calculators, got ${JSON.stringify(list.map((c) => c.pricingError))}`);
const bodyBytes = JSON.stringify(list).length;

// The cheapest authenticated call (token lookup + one read), measured the same way: what any call pays at least.
const usersMe = await measure({
  url: `${base}/api/v1/users/me`,
  headers: { authorization: headers.authorization },
});
const listAll = await measure({
  url: `${base}/api/v1/calculator/all`,
  headers: { authorization: headers.authorization },
});

// Amendments: 4 clients in parallel, each changing the tonnes of its own calculator, timed one by one.
const timings = [];
const target = list.slice(0, 4);
await Promise.all(
  target.map(async (calculator, client) => {
    for (let index = 0; index < amendments / target.length; index += 1) {
      const started = performance.now();
      const response = await fetch(
        `${base}/api/v1/calculator/${calculator.id}/tons?value=${1000 + index + client}`,
        { method: 'PUT', headers: { authorization: headers.authorization } },
      );
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`amendment: ${response.status}`);
      if (index >= 10) timings.push(performance.now() - started);
    }
  }),
);
timings.sort((a, b) => a - b);
await stop(child);
rmSync(dataDir, { recursive: true, force: true });

const ratio = listAll.requestsPerSecond / fastifyHello.requestsPerSecond;
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      pinnedToCore0: pinned,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
      fastifyHello,
      usersMe: {
        ...usersMe,
        ratioToFastifyHello: Number((usersMe.requestsPerSecond / fastifyHello.requestsPerSecond).toFixed(3)),
      },
      calculatorAll: {
        ...listAll,
        ratioToUsersMe: Number((listAll.requestsPerSecond / usersMe.requestsPerSecond).toFixed(2)),
        calculators: 20,
        replyBytes: bodyBytes,
        ratioToFastifyHello: Number(ratio.toFixed(3)),
        p99OverP50: Number((listAll.p99Ms / Math.max(1, listAll.p50Ms)).toFixed(2)),
      },
      amendment: {
        requests: timings.length,
        concurrency: target.length,
        p50Ms: Number(percentile(timings, 0.5).toFixed(1)),
        p95Ms: Number(percentile(timings, 0.95).toFixed(1)),
        p99Ms: Number(percentile(timings, 0.99).toFixed(1)),
      },
      targets: {
        ratioAtLeast: 0.15,
        p99AtMost5xP50: true,
        met: ratio >= 0.15 && listAll.p99Ms <= 5 * Math.max(1, listAll.p50Ms),
      },
    },
    null,
    2,
  ),
);
