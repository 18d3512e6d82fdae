// Cold and warm latency of the period and destination calls.
// Cold: the first request to each call after the server (re)starts on existing data, median of BENCH_COLD_RUNS starts.
// Warm: autocannon, 50 connections, no pipelining, BENCH_WARMUP_SECONDS of warm-up then BENCH_SECONDS measured per
// call; p50/p99 and req/s, next to a bare Fastify hello server measured the same way in the same run (the ratio is what
// to compare across machines). The server (and the reference) run pinned to core 0 when `taskset` exists; run this
// script pinned to another core: `taskset -c 1 node bench/market-data-latency.mjs`.
// Usage: npm run build && node bench/market-data-latency.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { loadavg } from 'node:os';
import {
  measureFastifyHello,
  measureThroughput,
  pinnedToCore0,
  ratio,
  signIn,
  startServer,
} from './support/server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 18795);
const timing = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

const calls = [
  '/api/v1/contract/periods/London5',
  '/api/v1/contract/periods/WhitePremium',
  '/api/v1/contract/periods/CashMarketPrices',
  '/api/v1/destination/global/destinations',
  '/api/v1/destination/global/countries/076/origins',
  '/api/v1/destination/global/regions/Africa/countries',
];

const timed = async (url, token) => {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const measure = (options) => measureThroughput(options, timing);

// First start migrates and seeds (demo accounts, demo prices); it is not what this bench measures.
const server = await startServer({ port, pinned: true, env: { DATABASE_URL: databaseUrl } });
await server.halt();

const cold = Object.fromEntries(calls.map((call) => [call, []]));
for (let index = 0; index < coldRuns; index += 1) {
  await server.restart();
  const token = await signIn(server.url, 'admin@demo-team.example', 'Demo-Team-2026!');
  for (const call of calls) cold[call].push(await timed(`${server.url}${call}`, token));
  await server.halt();
}

const fastifyHello = await measureFastifyHello(port + 1, timing);

await server.restart();
const token = await signIn(server.url, 'admin@demo-team.example', 'Demo-Team-2026!');
const headers = { authorization: `Bearer ${token}` };
// The cheapest authenticated call of the app (token lookup + one account read): what every call above pays at least.
const usersMe = await measure({ url: `${server.url}/api/v1/users/me`, headers });
const warm = {};
for (const call of calls) warm[call] = await measure({ url: `${server.url}${call}`, headers });
const etag = (await fetch(`${server.url}${calls[0]}`, { headers })).headers.get('etag');
const notModified = await measure({
  url: `${server.url}${calls[0]}`,
  headers: { ...headers, 'if-none-match': etag },
});
await server.stop();

const summary = {
  database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  pinnedToCore0,
  loadAverage1m: Number(loadavg()[0].toFixed(2)),
  fastifyHello,
  usersMe: {
    ...usersMe,
    ratioToFastifyHello: ratio(usersMe.requestsPerSecond, fastifyHello.requestsPerSecond),
  },
  calls: Object.fromEntries(
    calls.map((call) => [
      call,
      {
        coldMs: {
          median: Number(median(cold[call]).toFixed(1)),
          all: cold[call].map((ms) => Number(ms.toFixed(1))),
        },
        warm: {
          ...warm[call],
          ratioToFastifyHello: ratio(warm[call].requestsPerSecond, fastifyHello.requestsPerSecond),
          ratioToUsersMe: Number((warm[call].requestsPerSecond / usersMe.requestsPerSecond).toFixed(2)),
        },
      },
    ]),
  ),
  [`${calls[0]} with a matching If-None-Match (304)`]: {
    ...notModified,
    ratioToFastifyHello: ratio(notModified.requestsPerSecond, fastifyHello.requestsPerSecond),
  },
};
console.log(JSON.stringify(summary, null, 2));
