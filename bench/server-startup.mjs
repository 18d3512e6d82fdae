// Time from starting the built server as `npm start` does (its Node flags included; already built, existing data)
// to the first 200 response, and the process's resident memory once started. Usage: node bench/server-startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from './support/server-command.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 8790;
const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-startup-'));

const residentMemoryMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
};

const startOnce = async () => {
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let firstOkMs = null;
  while (performance.now() - started < 60_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/aqa/settings`);
      if (response.status === 200) {
        firstOkMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rssAtStart = residentMemoryMiB(child.pid);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssSettled = residentMemoryMiB(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { firstOkMs, rssAtStart, rssSettled };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// First start creates the database and demo data; it is not what this bench measures.
await startOnce();
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await startOnce());
rmSync(dataDir, { recursive: true, force: true });

const summary = {
  runs,
  firstResponseMs: {
    median: Math.round(median(results.map((r) => r.firstOkMs))),
    all: results.map((r) => Math.round(r.firstOkMs)),
  },
  rssAtFirstResponseMiB: Math.round(median(results.map((r) => r.rssAtStart))),
  rssSettledMiB: Math.round(median(results.map((r) => r.rssSettled))),
  budgetMs: 5000,
};
console.log(JSON.stringify(summary, null, 2));
if (summary.firstResponseMs.median > summary.budgetMs) process.exit(1);
