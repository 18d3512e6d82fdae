// Authenticated GET /api/v1/calculator/all for a user with 20 calculators, as req/s against a bare Fastify hello-world
// measured the same way in the same run (research §3: 50 connections, no pipelining, warm-up then measured), and the
// p50/p95/p99 latency of the single-field amendment PUT /api/v1/calculator/{id}/tons?value=. The load generator is
// wrk when installed (`apt-get install wrk`), else autocannon, which decodes every reply body to a string and so
// cannot load a compressed list faster than about 7,600/s on one core (decision 0079); BENCH_LOAD_GENERATOR chooses.
// The list is measured as a browser asks for it (Accept-Encoding: gzip, deflate, br, zstd) and, for comparison,
// without Accept-Encoding. The server and the reference run pinned to core 0 when `taskset` exists; run this
// script on another core:
//   npm run build && taskset -c 1 node bench/calculators-http.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL,
//   BENCH_READ_CACHES=false to measure without the in-memory read caches of docs/decisions/0020)
import { loadavg } from 'node:os';
import {
  measureFastifyHello,
  measureThroughput,
  pinnedToCore0,
  ratio,
  signIn,
  startServer,
} from './support/server-process.mjs';
import { demoFullUser, replaceWithBenchCalculators } from './support/bench-calculators.mjs';
import { wrkInstalled } from './support/wrk.mjs';

const port = Number(process.env.BENCH_PORT ?? 18815);
const timing = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  loadGenerator: process.env.BENCH_LOAD_GENERATOR ?? (wrkInstalled ? 'wrk' : 'autocannon'),
};
const amendments = Number(process.env.BENCH_AMENDMENTS ?? 1000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const readCaches = process.env.BENCH_READ_CACHES ?? 'true';
const browserEncodings = 'gzip, deflate, br, zstd';
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

const fastifyHello = await measureFastifyHello(port + 1, timing);
const server = await startServer({
  port,
  pinned: true,
  env: { DATABASE_URL: databaseUrl, READ_CACHES: readCaches },
});
const base = server.url;
// A fresh paid user of the demo team (Team plan): the demo admin adds a Full User, whose e-mailed password is in the
// outbox; simpler and equivalent here: use the demo Full User, and remove whatever calculators an earlier run left.
const token = await signIn(base, demoFullUser.email, demoFullUser.password);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const list = await replaceWithBenchCalculators(base, token, 20);
const bodyBytes = JSON.stringify(list).length;
// fetch decompresses the body; the header tells the bytes that travelled.
const compressedBytes = Number(
  (
    await fetch(`${base}/api/v1/calculator/all`, {
      headers: { authorization: headers.authorization, 'accept-encoding': browserEncodings },
    })
  ).headers.get('content-length'),
);

// The cheapest authenticated call (token lookup + one read), measured the same way: what any call pays at least.
const usersMe = await measureThroughput(
  { url: `${base}/api/v1/users/me`, headers: { authorization: headers.authorization } },
  timing,
  server.pid,
);
const listAll = await measureThroughput(
  {
    url: `${base}/api/v1/calculator/all`,
    headers: { authorization: headers.authorization, 'accept-encoding': browserEncodings },
  },
  timing,
  server.pid,
);
const listAllUncompressed = await measureThroughput(
  { url: `${base}/api/v1/calculator/all`, headers: { authorization: headers.authorization } },
  timing,
  server.pid,
);

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
await server.stop();

const listRatio = listAll.requestsPerSecond / fastifyHello.requestsPerSecond;
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      loadGenerator: timing.loadGenerator,
      readCaches: readCaches !== 'false',
      pinnedToCore0,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
      fastifyHello,
      usersMe: {
        ...usersMe,
        ratioToFastifyHello: ratio(usersMe.requestsPerSecond, fastifyHello.requestsPerSecond),
      },
      calculatorAll: {
        acceptEncoding: browserEncodings,
        ...listAll,
        ratioToUsersMe: ratio(listAll.requestsPerSecond, usersMe.requestsPerSecond),
        calculators: 20,
        replyBytes: compressedBytes,
        ratioToFastifyHello: ratio(listAll.requestsPerSecond, fastifyHello.requestsPerSecond),
        // The same per CPU second of each server: the comparison when the load generator, not the server, is full.
        ratioToFastifyHelloPerServerCpu:
          listAll.requestsPerServerCpuSecond === undefined
            ? null
            : ratio(listAll.requestsPerServerCpuSecond, fastifyHello.requestsPerServerCpuSecond),
        p99OverP50: Number((listAll.p99Ms / Math.max(1, listAll.p50Ms)).toFixed(2)),
      },
      calculatorAllWithoutAcceptEncoding: {
        ...listAllUncompressed,
        replyBytes: bodyBytes,
        ratioToFastifyHello: ratio(listAllUncompressed.requestsPerSecond, fastifyHello.requestsPerSecond),
        p99OverP50: Number((listAllUncompressed.p99Ms / Math.max(1, listAllUncompressed.p50Ms)).toFixed(2)),
      },
      amendment: {
        requests: timings.length,
        concurrency: target.length,
        p50Ms: Number(percentile(timings, 0.5).toFixed(1)),
        p95Ms: Number(percentile(timings, 0.95).toFixed(1)),
        p99Ms: Number(percentile(timings, 0.99).toFixed(1)),
      },
      targets: {
        ratioAtLeast: 0.35,
        p99AtMost5xP50: true,
        met: listRatio >= 0.35 && listAll.p99Ms <= 5 * Math.max(1, listAll.p50Ms),
      },
    },
    null,
    2,
  ),
);
