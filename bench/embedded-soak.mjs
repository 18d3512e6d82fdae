// Soak of the embedded engine (issue 12 item 5): the built server on a fresh PGlite data directory with demo data,
// driven at a steady request rate with a trader's mix (calculator list, price boards, one tonnage amendment in ten,
// account state), sampling resident memory every 30 s. Prints the series and the growth over the last ten minutes.
// Usage: node bench/embedded-soak.mjs [minutes=30] [requestsPerSecond=12]
import { readFileSync } from 'node:fs';
import { startServer } from './support/server-process.mjs';

const minutes = Number(process.argv[2] ?? 30);
const rate = Number(process.argv[3] ?? 12);
const server = await startServer({ port: 8793, env: { SEED_DEMO_DATA: 'true' } });
const base = server.url;
const rssMiB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const signIn = async () => {
  const reply = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin@demo-team.example',
      password: 'Demo-Team-2026!',
    }),
  });
  return (await reply.json()).access_token;
};
let token = await signIn();
const auth = () => ({ authorization: `Bearer ${token}` });
const created = await fetch(`${base}/api/v1/calculator`, {
  method: 'POST',
  headers: { ...auth(), 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Soak',
    contractId: 'NewYork11',
    periodId: 'Mar-27',
    originRegionId: 'South America',
    originCMPRegionId: null,
    originCountryId: '076',
    originPortId: 'BRSSZ',
    destinationId: 'NLRTM',
    currencyCode: 'USD',
  }),
});
const calculatorId = (await created.json()).id;

let sent = 0;
let failed = 0;
const request = async () => {
  const which = sent % 10;
  sent += 1;
  const call =
    which === 0
      ? fetch(`${base}/api/v1/calculator/${calculatorId}/tons?value=${1000 + (sent % 500)}`, {
          method: 'PUT',
          headers: auth(),
        })
      : which < 5
        ? fetch(`${base}/api/v1/calculator/all`, { headers: auth() })
        : which < 8
          ? fetch(`${base}/api/v1/contract/periods/NewYork11`, { headers: auth() })
          : fetch(`${base}/api/v1/accounts/use`, { headers: auth() });
  const reply = await call.catch(() => null);
  if (reply === null || reply.status >= 400) failed += 1;
  await reply?.arrayBuffer().catch(() => undefined);
};

const samples = [];
const started = Date.now();
const sampler = setInterval(() => {
  samples.push({ minute: (Date.now() - started) / 60_000, rss: rssMiB() });
  const last = samples.at(-1);
  console.log(
    `${last.minute.toFixed(1)} min: RSS ${last.rss.toFixed(0)} MiB, ${sent} requests, ${failed} failed`,
  );
}, 30_000);
const refresher = setInterval(
  async () => {
    token = await signIn();
  },
  30 * 60_000 - 60_000,
);
const ticker = setInterval(() => void request(), 1000 / rate);
await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
clearInterval(ticker);
clearInterval(sampler);
clearInterval(refresher);
await server.stop();
const window = samples.filter((sample) => sample.minute >= minutes - 10);
const growth = (window.at(-1)?.rss ?? 0) - (window[0]?.rss ?? 0);
const peak = Math.max(...samples.map((sample) => sample.rss));
console.log(
  `soak: ${minutes} min at ${rate}/s, ${sent} requests, ${failed} failed; peak RSS ${peak.toFixed(0)} MiB; last 10 min growth ${growth.toFixed(0)} MiB`,
);
