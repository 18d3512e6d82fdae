// Reopen of the embedded database after SIGKILL under writes (issue 12 item 5): each round starts the built server
// on the same data directory, waits for the first 200, writes for `writeSeconds` (registrations, the write-heaviest
// public call), waits past one checkpoint interval, kills it with SIGKILL, and measures the next start.
// Usage: node bench/embedded-reopen.mjs [rounds=5] [writeSeconds=20] [checkpointSeconds=5]
import { startServer } from './support/server-process.mjs';

const rounds = Number(process.argv[2] ?? 5);
const writeSeconds = Number(process.argv[3] ?? 20);
const checkpointSeconds = Number(process.argv[4] ?? 5);
const server = await startServer({
  port: 8791,
  env: {
    SEED_DEMO_DATA: 'false',
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    PGLITE_CHECKPOINT_SECONDS: String(checkpointSeconds),
  },
});
const base = server.url;

const writeFor = async (seconds) => {
  const until = performance.now() + seconds * 1000;
  let written = 0;
  while (performance.now() < until) {
    const email = `bench-${Date.now()}-${written}@reopen.example`;
    const response = await fetch(`${base}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: 'Bench',
        email,
        firstname: 'Bench',
        lastname: 'Reopen',
        password: 'Bench-Reopen-2026!',
      }),
    });
    if (response.status === 200) written += 1;
  }
  return written;
};

const results = [];
for (let round = 1; round <= rounds; round += 1) {
  const written = await writeFor(writeSeconds);
  // Past one checkpoint interval (at most 10 s: a longer interval is the 'no checkpoint' comparison).
  await new Promise((resolve) => setTimeout(resolve, Math.min(checkpointSeconds + 1, 10) * 1000));
  await server.crash();
  const started = performance.now();
  await server.restart();
  const ms = performance.now() - started;
  results.push(ms);
  console.log(
    `round ${round}: ${written} accounts written, reopen after SIGKILL ${(ms / 1000).toFixed(2)} s`,
  );
}
await server.stop();
console.log(`reopen times: ${results.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`);
