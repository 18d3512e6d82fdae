// Cold and warm latency of the period and destination calls.
// Cold: the first request to each call after the server (re)starts on existing data, median of BENCH_COLD_RUNS starts.
// Warm: autocannon, 50 connections, no pipelining, BENCH_WARMUP_SECONDS of warm-up then BENCH_SECONDS measured per
// call; p50/p99 and req/s, next to a bare Fastify hello server measured the same way in the same run (the ratio is what
// to compare across machines). The server (and the reference) run pinned to core 0 when `taskset` exists; run this
// script pinned to another core: `taskset -c 1 node bench/market-data-latency.mjs`.
// Usage: npm run build && node bench/market-data-latency.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from './support/server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 18795);
const referencePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const serverEntry = new URL('../packages/server/dist/main.js', import.meta.url).pathname;
const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

const calls = [
  '/api/v1/contract/periods/London5',
  '/api/v1/contract/periods/WhitePremium',
  '/api/v1/contract/periods/CashMarketPrices',
  '/api/v1/destination/global/destinations',
  '/api/v1/destination/global/countries/076/origins',
  '/api/v1/destination/global/regions/Africa/countries',
];

const launch = (args, env) => {
  const [command, commandArgs] = pinned ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
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

const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-market-'));
const serverEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', CAPTCHA_REQUIRED: 'false', DATABASE_URL: databaseUrl };
const startPsc = async () => {
  const child = launch([serverEntry], serverEnv);
  await waitFor(`http://127.0.0.1:${port}/aqa/settings`);
  return child;
};

const timed = async (url, token) => {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const run = (options) => new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
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

// First start migrates and seeds (demo accounts, demo prices); it is not what this bench measures.
await stop(await startPsc());

const cold = Object.fromEntries(calls.map((call) => [call, []]));
for (let index = 0; index < coldRuns; index += 1) {
  const child = await startPsc();
  const token = await signIn(`http://127.0.0.1:${port}`, 'admin@demo-team.example', 'Demo-Team-2026!');
  for (const call of calls) cold[call].push(await timed(`http://127.0.0.1:${port}${call}`, token));
  await stop(child);
}

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

const child = await startPsc();
const token = await signIn(`http://127.0.0.1:${port}`, 'admin@demo-team.example', 'Demo-Team-2026!');
const headers = { authorization: `Bearer ${token}` };
// The cheapest authenticated call of the app (token lookup + one account read): what every call above pays at least.
const usersMe = await measure({ url: `http://127.0.0.1:${port}/api/v1/users/me`, headers });
const warm = {};
for (const call of calls) warm[call] = await measure({ url: `http://127.0.0.1:${port}${call}`, headers });
const etag = (await fetch(`http://127.0.0.1:${port}${calls[0]}`, { headers })).headers.get('etag');
const notModified = await measure({ url: `http://127.0.0.1:${port}${calls[0]}`, headers: { ...headers, 'if-none-match': etag } });
await stop(child);
rmSync(dataDir, { recursive: true, force: true });

const summary = {
  database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  pinnedToCore0: pinned,
  loadAverage1m: Number(loadavg()[0].toFixed(2)),
  fastifyHello,
  usersMe: { ...usersMe, ratioToFastifyHello: Number((usersMe.requestsPerSecond / fastifyHello.requestsPerSecond).toFixed(3)) },
  calls: Object.fromEntries(
    calls.map((call) => [
      call,
      {
        coldMs: { median: Number(median(cold[call]).toFixed(1)), all: cold[call].map((ms) => Number(ms.toFixed(1))) },
        warm: {
          ...warm[call],
          ratioToFastifyHello: Number((warm[call].requestsPerSecond / fastifyHello.requestsPerSecond).toFixed(3)),
          ratioToUsersMe: Number((warm[call].requestsPerSecond / usersMe.requestsPerSecond).toFixed(2)),
        },
      },
    ]),
  ),
  [`${calls[0]} with a matching If-None-Match (304)`]: {
    ...notModified,
    ratioToFastifyHello: Number((notModified.requestsPerSecond / fastifyHello.requestsPerSecond).toFixed(3)),
  },
};
console.log(JSON.stringify(summary, null, 2));
