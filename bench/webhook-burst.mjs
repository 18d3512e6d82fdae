// Throughput and latency of POST /stripe under a burst of signed events: unique events (each verified, recorded and
// applied in one transaction) and the same event redelivered (verified, found, answered 'duplicate').
// Usage: npm run build && node bench/webhook-burst.mjs   (BENCH_EVENTS, BENCH_CONNECTIONS, BENCH_DATABASE_URL)
import autocannon from 'autocannon';
import Stripe from 'stripe';
import { startServer } from './support/server-process.mjs';

const events = Number(process.env.BENCH_EVENTS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const secret = 'whsec_bench_secret_0123456789abcdef';

const eventBody = (id) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_${id}`,
        object: 'payment_intent',
        amount: 285120,
        currency: 'usd',
        status: 'succeeded',
        metadata: {},
        customer: null,
        payment_method: null,
        client_secret: null,
        last_payment_error: null,
      },
    },
  });
const signed = (body) => ({
  'content-type': 'application/json',
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
});

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const server = await startServer({
  port: 8793,
  env: {
    SEED_DEMO_DATA: 'false',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: secret,
    // Nothing listens there: the bench measures our endpoint, never a provider round trip.
    STRIPE_API_URL: 'http://127.0.0.1:9',
    BILLING_JOB_MINUTES: '1440',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
});
try {
  let counter = 0;
  const unique = await run({
    url: `${server.url}/stripe`,
    connections,
    amount: events,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          counter += 1;
          const body = eventBody(`evt_bench_${process.pid}_${counter}`);
          return { ...request, body, headers: signed(body) };
        },
      },
    ],
  });
  const duplicateBody = eventBody(`evt_bench_${process.pid}_1`);
  const duplicates = await run({
    url: `${server.url}/stripe`,
    method: 'POST',
    connections,
    amount: events,
    body: duplicateBody,
    headers: signed(duplicateBody),
  });
  const forged = eventBody('evt_forged');
  const refused = await run({
    url: `${server.url}/stripe`,
    method: 'POST',
    connections,
    amount: Math.min(events, 2000),
    body: forged,
    headers: {
      ...signed(forged),
      'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    },
  });
  const summarise = (result) => ({
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  process.stdout.write(
    `${JSON.stringify({ database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite', connections, uniqueEvents: summarise(unique), sameEventRedelivered: summarise(duplicates), forgedSignatures: summarise(refused) }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
