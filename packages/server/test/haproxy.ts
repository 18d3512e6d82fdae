import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './own-services.ts';

/**
 * Debian's HAProxy in front of the test's instances, configured as deploy.md's load balancer: it appends the address
 * it saw to X-Forwarded-For (`option forwardfor`), sends X-Forwarded-Proto, and routes only to instances whose
 * `/readyz` answers 200.
 */
export type Haproxy = {
  port: number;
  /** A command of HAProxy's runtime API (the admin socket), e.g. `set server psc/s1 state drain`. */
  command: (line: string) => Promise<string>;
  /** The `scur` (current sessions) and `status` of one server, from `show stat`. */
  server: (name: string) => Promise<{ sessions: number; status: string }>;
  stop: () => Promise<void>;
};

export type HaproxyOptions = {
  servers: { name: string; port: number }[];
  /** Sent as X-Forwarded-Proto to every instance (the scheme a TLS-terminating proxy would send). */
  forwardedProto?: 'http' | 'https';
};

const haproxyBinary = '/usr/sbin/haproxy';

const configOf = (port: number, socket: string, options: HaproxyOptions) =>
  [
    'global',
    '  maxconn 2000',
    `  stats socket ${socket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A loaded test machine answers /readyz slowly; without this the check's time-out is its 250 ms interval and
    // every instance can be marked down at once.
    '  timeout check 5s',
    '  option forwardfor',
    // A connection refused (an instance that has just closed its listener) is tried again on another instance.
    '  retries 3',
    '  option redispatch 1',
    'frontend psc_front',
    `  bind 127.0.0.1:${port}`,
    `  http-request set-header X-Forwarded-Proto ${options.forwardedProto ?? 'http'}`,
    '  default_backend psc',
    'backend psc',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    ...options.servers.map(
      (server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 250ms fall 3 rise 1`,
    ),
    '',
  ].join('\n');

export const startHaproxy = async (options: HaproxyOptions): Promise<Haproxy> => {
  if (!existsSync(haproxyBinary))
    throw new Error(`${haproxyBinary} not found: install Debian's haproxy (.ci/run does)`);
  const directory = mkdtempSync(join(tmpdir(), 'psc-haproxy-'));
  const socket = join(directory, 'admin.sock');
  const port = await freePort();
  const configFile = join(directory, 'haproxy.cfg');
  writeFileSync(configFile, configOf(port, socket, options));
  const child = spawn(haproxyBinary, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const client = connect(socket);
      let answer = '';
      client.on('data', (chunk) => (answer += chunk.toString()));
      client.on('end', () => resolve(answer));
      client.on('error', reject);
      client.end(`${line}\n`);
    });

  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    command,
    server: async (name) => {
      const [header = '', ...rows] = (await command('show stat')).split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const row = rows
        .map((line) => line.split(','))
        .find((cells) => cells[0] === 'psc' && cells[1] === name);
      if (!row) throw new Error(`no server ${name} in haproxy's stats`);
      return {
        sessions: Number(row[columns.indexOf('scur')]),
        status: row[columns.indexOf('status')] ?? '',
      };
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
