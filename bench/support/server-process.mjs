// What every HTTP benchmark shares: starting the built server (or a bare Fastify reference) pinned to core 0 when
// `taskset` exists, waiting for it, stopping it, signing in, and measuring with autocannon (or wrk, decision 0079) the
// same way each time (research §3: 50 connections, no pipelining, warm-up then measured). Run the bench itself on
// another core.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serverArgs } from './server-command.mjs';
import { wrkRun } from './wrk.mjs';

export const pinnedToCore0 = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

const launch = (args, env) => {
  const [command, commandArgs] = pinnedToCore0
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};

export const waitFor = async (url) => {
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

// A child ended by a signal has a signalCode and no exitCode.
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

const stopChild = async (child) => {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/**
 * The built server on a data directory of its own (kept across restarts until `remove`), captcha off, errors only.
 * `restart` starts it again on the same data, for cold-start measurements.
 */
export const startServer = async ({ port, env = {}, pinned = false }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-bench-'));
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    CAPTCHA_REQUIRED: 'false',
    ...env,
  };
  const url = `http://127.0.0.1:${port}`;
  const start = async () => {
    const child = pinned
      ? launch(serverArgs, serverEnv)
      : spawn(process.execPath, serverArgs, {
          env: { ...process.env, ...serverEnv },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
    await waitFor(`${url}/aqa/settings`);
    return child;
  };
  let child = await start();
  return {
    url,
    get pid() {
      return child.pid;
    },
    restart: async () => {
      await stopChild(child);
      child = await start();
    },
    /** Stops the process and keeps its data (for a later restart). */
    halt: () => stopChild(child),
    /** SIGKILL, as a crash or an OOM kill would; the data stays for a restart. */
    crash: async () => {
      if (hasExited(child)) return;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const autocannonRun = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const clockTicksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** The CPU seconds a process has used (user + system), from /proc; null where there is no /proc. */
const cpuSecondsOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return null;
  }
};

/** One measured run with the chosen generator, in autocannon's terms: requests/s, total, p50/p99 ms, non-2xx, errors. */
const runLoad = async (options, connections, seconds, loadGenerator) => {
  if (loadGenerator === 'wrk') return wrkRun({ ...options, connections, seconds });
  const result = await autocannonRun({ ...options, connections, pipelining: 1, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

/**
 * The load generator's figures, and, given the server's pid, the CPU the server used meanwhile: on a 2-core machine
 * the load generator has one core, and a reply it is slow to read can make it, not the server, the limit.
 * `serverCpuShare` below about 0.9 says so; `requestsPerServerCpuSecond` is then the server's own cost per request.
 * `loadGenerator`: 'autocannon' (the default) or 'wrk' (decision 0079).
 */
export const measureThroughput = async (
  options,
  { seconds = 10, warmupSeconds = 3, connections = 50, loadGenerator = 'autocannon' } = {},
  serverPid = undefined,
) => {
  await runLoad(options, connections, warmupSeconds, loadGenerator);
  const cpuBefore = serverPid === undefined ? null : cpuSecondsOf(serverPid);
  const started = performance.now();
  const { total, ...result } = await runLoad(options, connections, seconds, loadGenerator);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpuAfter = serverPid === undefined ? null : cpuSecondsOf(serverPid);
  const serverCpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    ...result,
    ...(serverCpuSeconds === null
      ? {}
      : {
          serverCpuShare: Number((serverCpuSeconds / elapsedSeconds).toFixed(2)),
          requestsPerServerCpuSecond: Math.round(total / serverCpuSeconds),
        }),
  };
};

/** A bare Fastify hello-world measured the same way: the yardstick the ratios are taken against. */
export const measureFastifyHello = async (port, timing) => {
  const reference = launch(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    {},
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await measureThroughput({ url: `http://127.0.0.1:${port}/` }, timing, reference.pid);
  } finally {
    await stopChild(reference);
  }
};

export const ratio = (value, reference) => Number((value / reference).toFixed(3));

export const webClientAuthorization = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;

export const signIn = async (url, email, password) => {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
};
