import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/own-services.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';

// Issue 46 item 4: Prometheus text on METRICS_PORT with PSC's own measures, each scraped after causing it; request
// log lines carrying their request and trace ids; no metrics port when METRICS_PORT is unset.

const operatorKey = 'operator-key-for-the-telemetry-tests-0123456789';
const webClient = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;
const demoTrader = { email: 'user@demo-team.example', password: 'Demo-Team-2026!' };

type Started = { server: ServerProcess; port: number; dataDir: string };

const start = async (environment: Record<string, string>): Promise<Started> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-telemetry-'));
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...environment });
  const began = Date.now();
  while (!server.output().stdout.includes('"PSC is listening"')) {
    if (server.child.exitCode !== null || Date.now() - began > 110_000)
      throw new Error(`the server did not start: ${server.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { server, port, dataDir };
};

const stop = async (started: Started | undefined) => {
  if (!started) return;
  started.server.child.kill('SIGTERM');
  await started.server.exited;
  rmSync(started.dataDir, { recursive: true, force: true });
};

/** The value of one series: its name and every label given must match. */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelText = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(match[3]);
  }
  return undefined;
};

const waitFor = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
  const began = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - began > 30_000) throw new Error(`never seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The local addresses (hex, as /proc writes them) of the TCP sockets the process listens on. */
const listeningSocketsOf = (pid: number): string[] => {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter((inode) => inode !== undefined),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').trim().split('\n').slice(1))
    .map((row) => row.trim().split(/\s+/))
    .filter((columns) => columns[3] === '0A' && inodes.has(columns[9] ?? ''))
    .map((columns) => columns[1] ?? '');
};

describe('metrics and traces', { timeout: 60_000 }, () => {
  let measured: Started | undefined;
  let plain: Started | undefined;
  let metricsPort = 0;
  let smtpPort = 0;
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const url = (path: string) => `http://127.0.0.1:${measured?.port}${path}`;

  beforeAll(async () => {
    metricsPort = await freePort();
    smtpPort = await freePort();
    [measured, plain] = await Promise.all([
      start({
        METRICS_PORT: String(metricsPort),
        SEED_DEMO_DATA: 'true',
        OPERATOR_API_KEY: operatorKey,
        // Nothing listens there and one attempt is all a message gets: a mail goes to the outbox's failed rows.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_LIMIT: '1',
      }),
      start({}),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stop(measured), stop(plain)]);
  });

  it('serves Prometheus text on METRICS_PORT, with event-loop and heap measures', async () => {
    const reply = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await reply.text();
    expect(valueOf(text, 'nodejs_eventloop_delay_p99')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'v8js_memory_heap_used', { v8js_heap_space_name: 'old_space' })).toBeGreaterThan(0);
    // The app's own port does not answer metrics with Prometheus text.
    const app = await fetch(url('/metrics'));
    expect(await app.text()).not.toContain('psc_');
    expect(measured?.server.output().stdout).toContain(`"metrics":"http://127.0.0.1:${metricsPort}/metrics"`);
  });

  it('counts background job runs and failures by job, and payment reconciliation mismatches', async () => {
    const text = await scrape();
    expect(valueOf(text, 'psc_job_runs_total', { job: 'billing' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'psc_job_failures_total', { job: 'billing' })).toBe(0);
    expect(valueOf(text, 'psc_payment_reconciliation_mismatches_total')).toBe(0);
  });

  it('counts sign-ins by method and outcome, and times requests by route and status', async () => {
    const signIn = (password: string) =>
      fetch(url('/oauth/token'), {
        method: 'POST',
        headers: { authorization: webClient, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: demoTrader.email,
          password,
        }).toString(),
      });
    expect((await signIn('not-the-password')).status).toBe(400);
    expect((await signIn(demoTrader.password)).status).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'psc_sign_ins_total', { method: 'password', outcome: 'rejected' })).toBe(1);
    expect(valueOf(text, 'psc_sign_ins_total', { method: 'password', outcome: 'succeeded' })).toBe(1);
    const timed = { http_route: '/oauth/token', http_request_method: 'POST' };
    expect(
      valueOf(text, 'http_server_request_duration_count', { ...timed, http_response_status_code: '200' }),
    ).toBe(1);
    expect(
      valueOf(text, 'http_server_request_duration_count', { ...timed, http_response_status_code: '400' }),
    ).toBe(1);
  });

  it('measures the newest publication of each series, and the repricing and alert lags after a publication', async () => {
    const before = await scrape();
    const repricedBefore = valueOf(before, 'psc_repricing_lag_seconds_count') ?? 0;
    const published = await fetch(url('/system/fx'), {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ currencyCode: 'EUR', unitsPerUsd: 0.93, timestamp: new Date().toISOString() }]),
    });
    expect(published.status, await published.text()).toBe(200);
    const text = await waitFor(async () => {
      const scraped = await scrape();
      const repriced = valueOf(scraped, 'psc_repricing_lag_seconds_count') ?? 0;
      const evaluated = valueOf(scraped, 'psc_alert_evaluation_lag_seconds_count') ?? 0;
      return repriced > repricedBefore && evaluated > 0 ? scraped : undefined;
    }, 'the repricing and alert evaluation that follow a publication');
    expect(valueOf(text, 'psc_repricing_lag_seconds_sum')).toBeGreaterThanOrEqual(0);
    const fxAge = valueOf(text, 'psc_publication_age_seconds', { series: 'fx' });
    expect(fxAge).toBeGreaterThanOrEqual(0);
    expect(fxAge).toBeLessThan(600);
    expect(valueOf(text, 'psc_publication_age_seconds', { series: 'prices' })).toBeGreaterThanOrEqual(0);
  });

  it('counts the mail outbox pending and failed', async () => {
    const before = valueOf(await scrape(), 'psc_mail_outbox_failed') ?? 0;
    expect(valueOf(await scrape(), 'psc_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
    const requested = await fetch(url('/requestpasswordreset'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoTrader.email }),
    });
    expect(requested.status).toBe(200);
    await waitFor(async () => {
      const failed = valueOf(await scrape(), 'psc_mail_outbox_failed') ?? 0;
      return failed > before ? failed : undefined;
    }, 'the undeliverable message counted as failed');
  });

  it("writes every log line of a request with its request id and trace id; a client's X-Request-Id is not taken", async () => {
    const marker = `trace-check-${Date.now()}`;
    const reply = await fetch(url(`/api/v1/settings?marker=${marker}`), {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    await reply.arrayBuffer();
    let lines: Record<string, unknown>[] = [];
    await waitFor(async () => {
      lines = (measured?.server.output().stdout ?? '')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const first = lines.find(
        (line) => line.msg === 'incoming request' && JSON.stringify(line.req).includes(marker),
      );
      return lines.some((line) => line.msg === 'request completed' && line.reqId === first?.reqId)
        ? first
        : undefined;
    }, 'the request completed line');
    const incoming = lines.find(
      (line) => line.msg === 'incoming request' && JSON.stringify(line.req).includes(marker),
    );
    expect(incoming?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(incoming?.traceId).toMatch(/^[0-9a-f]{32}$/);
    const ofRequest = lines.filter((line) => line.reqId === incoming?.reqId);
    expect(ofRequest.map((line) => line.msg)).toContain('request completed');
    expect(ofRequest.every((line) => line.traceId === incoming?.traceId)).toBe(true);
    expect(lines.some((line) => line.reqId === 'chosen-by-the-client')).toBe(false);
  });

  it('opens no metrics port when METRICS_PORT is unset', () => {
    const pid = plain?.server.child.pid ?? 0;
    expect(plain?.server.output().stdout).toContain('"metrics":null');
    // The app's own port and nothing else.
    expect(listeningSocketsOf(pid)).toHaveLength(1);
    const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
    // With METRICS_PORT: that port too, on 127.0.0.1 only (METRICS_HOST unset).
    expect(listeningSocketsOf(measured?.server.child.pid ?? 0).sort()).toEqual(
      [`0100007F:${hexPort(measured?.port ?? 0)}`, `0100007F:${hexPort(metricsPort)}`].sort(),
    );
  });
});

describe('a metrics port that cannot be opened', () => {
  it('ends the start with one line naming METRICS_PORT, and exit code 1', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    const dataDir = mkdtempSync(join(tmpdir(), 'psc-telemetry-'));
    try {
      const server = spawnServer({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        METRICS_PORT: String(port),
      });
      expect(await server.exited).toBe(1);
      const lines = server.output().stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^METRICS_PORT ${port} on METRICS_HOST 127\\.0\\.0\\.1 could not be opened .*unset METRICS_PORT`,
        ),
      );
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
