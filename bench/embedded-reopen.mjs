// Reopen of the embedded database after SIGKILL under writes (issue 12 item 5): each round starts the built server
// on the same data directory, waits for the first 200, writes for `writeSeconds` (registrations, the write-heaviest
// public call), waits past one checkpoint interval, kills it with SIGKILL, and measures the next start.
// Usage: node bench/embedded-reopen.mjs [rounds=5] [writeSeconds=20] [checkpointSeconds=5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 5);
const writeSeconds = Number(process.argv[3] ?? 20);
const checkpointSeconds = Number(process.argv[4] ?? 5);
const port = 8791;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-reopen-'));
const serverEntry = new URL('../packages/server/dist/main.js', import.meta.url).pathname;

const start = async () => {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_REQUIRED: 'false',
      SEED_DEMO_DATA: 'false',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      PGLITE_CHECKPOINT_SECONDS: String(checkpointSeconds),
    },
    stdio: 'ignore',
  });
  while (performance.now() - started < 120_000) {
    try {
      if ((await fetch(`${base}/aqa/settings`)).status === 200)
        return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 120 s');
};

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
let { child } = await start();
for (let round = 1; round <= rounds; round += 1) {
  const written = await writeFor(writeSeconds);
  // Past one checkpoint interval (at most 10 s: a longer interval is the 'no checkpoint' comparison).
  await new Promise((resolve) => setTimeout(resolve, Math.min(checkpointSeconds + 1, 10) * 1000));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const next = await start();
  child = next.child;
  results.push(next.ms);
  console.log(
    `round ${round}: ${written} accounts written, reopen after SIGKILL ${(next.ms / 1000).toFixed(2)} s`,
  );
}
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.log(`reopen times: ${results.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`);
