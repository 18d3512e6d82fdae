// wrk (the Debian package `wrk`) as a load generator: a C client that reads a reply without decoding it, where
// autocannon turns every body into a UTF-8 string (decision 0079). Same shape of run as autocannon's: 50
// connections, one request in flight on each, warm-up then measured.
import { spawnSync } from 'node:child_process';

export const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined;

const durationMs = { us: 0.001, ms: 1, s: 1000 };
const milliseconds = (text) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable duration ${text}`);
  return Number(match[1]) * durationMs[match[2]];
};

/** Runs wrk for `seconds` on one thread; answers autocannon's figures (requests/s, p50/p99 in ms, non-2xx, errors). */
export const wrkRun = ({ url, headers = {}, connections, seconds }) => {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const figure = (pattern) => {
    const match = pattern.exec(out);
    if (!match) throw new Error(`wrk: no ${pattern} in\n${out}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Math.round(Number(figure(/Requests\/sec:\s+([\d.]+)/))),
    total: Number(figure(/(\d+) requests in/)),
    p50Ms: Number(milliseconds(figure(/\n\s+50%\s+(\S+)/)).toFixed(2)),
    p99Ms: Number(milliseconds(figure(/\n\s+99%\s+(\S+)/)).toFixed(2)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
};
