import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../test/database-url.ts';
import { freePort } from '../../test/own-services.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { testEngine, webClientAuthorization } from '../../test/test-app.ts';

// Issue 46 item 4, database measures: on PostgreSQL the driver's instrumentation (patched before `pg` loads, by
// main.ts's first import) times every statement of a request and reports the pool; the embedded engine has no
// driver to patch, so it reports neither.

let server: ServerProcess | undefined;
let dataDir = '';
let port = 0;
let metricsPort = 0;
let dropDatabase = async () => {};

beforeAll(async () => {
  port = await freePort();
  metricsPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'psc-database-metrics-'));
  let databaseUrl = '';
  if (testEngine === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `psc_test_metrics_${process.pid}_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
    await admin.end();
    databaseUrl = databaseUrlFor(baseUrl, name);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
  });
  const began = Date.now();
  while (!server.output().stdout.includes('"PSC is listening"')) {
    if (server.child.exitCode !== null || Date.now() - began > 110_000)
      throw new Error(`the server did not start: ${server.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`database measures on ${testEngine}`, () => {
  it('times the statements of a request and reports the pool on PostgreSQL only', async () => {
    // A sign-in with an unknown address: its statements run under the request's span.
    const reply = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
      method: 'POST',
      headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'nobody@test.example',
        password: 'not a password',
      }).toString(),
    });
    expect(reply.status).toBe(400);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const count = /^db_client_operation_duration_count\{[^}]*db_system_name="postgresql"[^}]*\} (\d+)$/m.exec(
      text,
    );
    if (testEngine === 'postgres') {
      expect(Number(count?.[1])).toBeGreaterThanOrEqual(1);
      // Our pool's 10 connections, plus the job queue's own pool (pg-boss, decision 0092): the instrumentation names
      // pools by their host, port and database, which a connection string leaves unknown, so it sums the two.
      const max = /^db_client_connection_max\{[^}]*\} (\d+)$/m.exec(text);
      expect(Number(max?.[1])).toBeGreaterThanOrEqual(10);
    } else {
      expect(count).toBeNull();
      expect(text).not.toContain('db_client_connection');
    }
    expect(text).toMatch(/^http_server_request_duration_count\{[^}]*http_route="\/oauth\/token"[^}]*\} 1$/m);
  });
});
