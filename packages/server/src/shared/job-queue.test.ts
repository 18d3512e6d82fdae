import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClock } from 'pg-boss';
import type { FailedJob } from '@psc/core/operations/jobs-desk.endpoints';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { bearer, createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.ts';
import { createSignedInOperator } from '../../test/operators.ts';

/**
 * The background jobs' queue (decision 0092) on the engine under test: a failing job retries with back-off, lands
 * dead, shows in the operations console and runs again from there; a schedule runs once across instances.
 */
describe('job queue', () => {
  let t: TestApp;
  let operatorToken: string;
  let supportToken: string;

  beforeAll(async () => {
    // Short back-offs (about 0.5-1 s, then 1-2 s) and a quick poll keep the file fast; production waits 10 s and up.
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      { jobQueue: { retryDelaySeconds: 1, retryLimit: 2, pollingIntervalSeconds: 0.5 } },
    );
    operatorToken = (await createSignedInOperator(t, 'admin')).accessToken;
    supportToken = (await createSignedInOperator(t, 'support')).accessToken;
  });
  afterAll(() => t.close());

  const failedJobs = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ops/jobs/failed',
      headers: bearer(operatorToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ jobs: FailedJob[] }>().jobs;
  };
  const retry = (jobId: string, token = operatorToken) =>
    t.app.inject({ method: 'POST', url: `/api/ops/jobs/${jobId}/retry`, headers: bearer(token) });

  it('retries a failing job with back-off, then lists it dead; a retry from the console runs it again', async () => {
    let failing = true;
    let attempts = 0;
    let succeeded = 0;
    await t.deps.jobQueue.define({
      name: 'flaky-probe',
      run: async () => {
        attempts += 1;
        if (failing) throw new Error(`the feed answered 502 (attempt ${attempts})`);
        succeeded += 1;
      },
    });
    await t.deps.jobQueue.trigger('flaky-probe');

    // Between attempts it is listed as retrying, with its next attempt after the failure.
    const retrying = await vi.waitFor(
      async () => {
        const job = (await failedJobs()).find((entry) => entry.job === 'flaky-probe');
        if (job?.state !== 'retrying') throw new Error('not retrying yet');
        return job;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(retrying.error).toMatch(/^the feed answered 502/);
    expect(Date.parse(retrying.nextAttemptAt ?? '')).toBeGreaterThan(Date.parse(retrying.failedAt));

    const dead = await vi.waitFor(
      async () => {
        const job = (await failedJobs()).find(
          (entry) => entry.job === 'flaky-probe' && entry.state === 'dead',
        );
        if (job === undefined) throw new Error('not dead yet');
        return job;
      },
      { timeout: 20_000, interval: 100 },
    );
    // The first run and its two retries, all failed: the error is the last attempt's.
    expect(attempts).toBe(3);
    expect(dead).toMatchObject({
      job: 'flaky-probe',
      attempts: 3,
      error: 'the feed answered 502 (attempt 3)',
      nextAttemptAt: null,
    });

    // Support may not; an administrator may, once; the audit says who.
    const asSupport = await t.app.inject({
      method: 'GET',
      url: '/api/ops/jobs/failed',
      headers: bearer(supportToken),
    });
    expect(asSupport.statusCode).toBe(403);
    expect((await retry(dead.id, supportToken)).statusCode).toBe(403);
    failing = false;
    const retried = await retry(dead.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ success: true, message: 'The flaky-probe job runs again' });
    await vi.waitFor(() => expect(succeeded).toBe(1), { timeout: 10_000, interval: 50 });
    expect((await failedJobs()).filter((entry) => entry.job === 'flaky-probe')).toEqual([]);
    expect((await retry(dead.id)).statusCode).toBe(404);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/ops/audit?action=job.retried',
      headers: bearer(operatorToken),
    });
    expect(audit.body).toContain(dead.id);
  });

  it('answers 404 for a job id that is not a dead job, and 400 for one that is not an id', async () => {
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry('not-a-job')).statusCode).toBe(400);
  });
});

describe('a scheduled job on two instances of the app', () => {
  let database: DatabaseHandle;
  const apps: TestApp[] = [];
  // Both instances' job queues read the same made-up time, a few seconds before a minute starts.
  const clocks = [new TestClock('2030-01-07T09:59:55Z'), new TestClock('2030-01-07T09:59:55Z')];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Two apps on one database: on PostgreSQL each with its own connections, as two processes would have; PGlite
    // is one process's by nature, so there the second app shares the first one's database.
    const second =
      database.connection.engine === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: database.connection.url })
        : { ...database, close: async () => undefined };
    for (const [index, handle] of [database, second].entries())
      apps.push(await createTestApp({}, { database: handle, jobQueue: { clock: clocks[index] } }));
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('runs each occurrence once, on one of them', async () => {
    const runs: number[] = [];
    for (const [index, app] of apps.entries())
      await app.deps.jobQueue.define({
        name: 'race-probe',
        run: async () => {
          runs.push(index);
        },
        // Daily at 10:00: the one occurrence both instances cross.
        schedule: '0 10 * * *',
      });
    // Both cross 10:00 together, second by second (each tick lets the instances' polls and claims finish), and go
    // on for a minute past the first run, while the other instance's cron pass could still send it again.
    const tickBoth = async (seconds: number) => {
      // One after the other: on PGlite both share one session, whose time each clock sets as it ticks.
      for (let second = 0; second < seconds; second += 1) for (const clock of clocks) await clock.tick(1_000);
    };
    for (let second = 0; second < 120 && runs.length === 0; second += 1) await tickBoth(1);
    await tickBoth(60);
    expect(runs).toHaveLength(1);
  });
});
