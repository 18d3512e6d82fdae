import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PriceFeed, PriceFeedRun } from '@psc/core/price-feeds/price-feeds.schemas';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { startFeedServer, type FeedServer } from '../../../test/feed-server.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { alertLateFeeds } from './alert-late-feeds.ts';
import { runDueFeeds } from './run-due-feeds.ts';
import { callAs, ecbFeedRequest, ecbFileOf } from '../../../test/price-feeds.ts';

// Moving the clock by hours outlives a console session: these tests call as scripts do, with the operator key.
const operatorKey = 'price-feed-schedule-operator-key-0123456789';

const weekdaysAt1830 = {
  calendar: 'weekdays',
  timeZone: 'Europe/London',
  times: ['18:30'],
  lateAfterMinutes: 5,
};

/** The scheduler's pass, as the price-feeds job runs it each minute (decision 0109), on the injected clock. */
describe('price feeds on their schedule', () => {
  let t: TestApp;
  let server: FeedServer;
  let call: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
    server = await startFeedServer();
    call = callAs(t);
    t.clock.set(new Date('2030-01-07T12:00:00Z'));
    await createSignedInOperator(t, 'analyst');
    await createSignedInOperator(t, 'support');
    await createSignedInOperator(t, 'admin');
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const status = async (feedId: string) =>
    (await call('GET', '/api/ops/price-feeds', operatorKey))
      .json<{ feeds: PriceFeed[] }>()
      .feeds.find((feed) => feed.id === feedId);
  const runsOf = async (feedId: string) =>
    (await call('GET', `/api/ops/price-feeds/runs?feedId=${feedId}`, operatorKey)).json<{
      runs: PriceFeedRun[];
    }>().runs;
  const lateMails = async () =>
    t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'price-feed-late'));
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    await runDueFeeds(t.deps);
    await alertLateFeeds(t.deps);
  };

  it('runs at its time in its zone, once; retries a failure with back-off; alerts once when late', async () => {
    server.serve('/ecb.xml', { status: 503, body: 'maintenance', contentType: 'text/plain' });
    const created = await call(
      'POST',
      '/api/ops/price-feeds',
      operatorKey,
      ecbFeedRequest(server.url('/ecb.xml'), { schedule: weekdaysAt1830 }),
    );
    const feed = created.json<PriceFeed>();
    expect(feed.nextRunAt).toBe('2030-01-07T18:30:00.000Z');

    await at('2030-01-07T18:29:00Z');
    expect(await runsOf(feed.id)).toEqual([]);

    await at('2030-01-07T18:30:20Z');
    expect((await runsOf(feed.id)).map((run) => [run.trigger, run.outcome, run.slot])).toEqual([
      ['schedule', 'unreachable', '2030-01-07T18:30:00.000Z'],
    ]);
    expect((await status(feed.id))?.unreachableSince).toBe('2030-01-07T18:30:20.000Z');
    // Within the first back-off (a minute): nothing more.
    await at('2030-01-07T18:31:00Z');
    expect(await runsOf(feed.id)).toHaveLength(1);
    await at('2030-01-07T18:31:30Z');
    expect((await runsOf(feed.id)).map((run) => run.trigger)).toEqual(['retry', 'schedule']);

    // Five minutes after its time with nothing delivered: late, and the analysts and administrators are e-mailed once.
    await at('2030-01-07T18:35:30Z');
    expect(await status(feed.id)).toMatchObject({ late: true, lateSince: '2030-01-07T18:30:00.000Z' });
    const mails = await lateMails();
    expect(mails.length).toBe(2);
    expect(mails[0]?.subject).toBe('Price feed late: ECB reference rates — PSC Price Calculator');
    expect(mails[0]?.textBody).toContain('unreachable since 2030-01-07 18:30 UTC');
    await at('2030-01-07T18:35:50Z');
    expect(await lateMails()).toHaveLength(2);

    // The source is back: the next retry publishes, and the feed is on time again.
    server.serve('/ecb.xml', { body: ecbFileOf('2030-01-07'), contentType: 'text/xml' });
    await at('2030-01-07T18:40:00Z');
    expect(await status(feed.id)).toMatchObject({
      late: false,
      lastOutcome: 'published',
      unreachableSince: null,
      lastPublishedAsOf: '2030-01-07',
      nextRunAt: '2030-01-08T18:30:00.000Z',
    });
    // Attempts 1 and 2 (a minute apart), 3 at 18:35:30 (two minutes after 2), 4 at 18:40 (four after 3); then none.
    await at('2030-01-07T18:50:00Z');
    expect((await runsOf(feed.id)).map((run) => [run.trigger, run.outcome])).toEqual([
      ['retry', 'published'],
      ['retry', 'unreachable'],
      ['retry', 'unreachable'],
      ['schedule', 'unreachable'],
    ]);

    // A disabled feed does not run.
    await call('PUT', `/api/ops/price-feeds/${feed.id}/enabled`, operatorKey, { enabled: false });
    await at('2030-01-08T18:31:00Z');
    expect(await runsOf(feed.id)).toHaveLength(4);
  });
});

/** Issue 47 item 4: two instances never run the same scheduled fetch twice (the unique claim, decision 0109). */
describe('a scheduled feed on two instances of the app', () => {
  let database: DatabaseHandle;
  const apps: TestApp[] = [];
  let server: FeedServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL each instance has its own connections, as two processes would; PGlite is one process's.
    const second =
      database.connection.engine === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: database.connection.url })
        : { ...database, close: async () => undefined };
    for (const handle of [database, second])
      apps.push(await createTestApp({ OPERATOR_API_KEY: operatorKey }, { database: handle }));
    server = await startFeedServer();
  });
  afterAll(async () => {
    await server.close();
    for (const app of apps.reverse()) await app.close();
  });

  it('fetches a slot once, whichever instance claims it', async () => {
    const [first, other] = apps;
    if (first === undefined || other === undefined) throw new Error('two apps');
    for (const app of apps) app.clock.set(new Date('2030-01-07T12:00:00Z'));
    server.serve('/race/ecb.xml', { body: ecbFileOf('2030-01-07'), contentType: 'text/xml' });
    const created = await callAs(first)(
      'POST',
      '/api/ops/price-feeds',
      operatorKey,
      ecbFeedRequest(server.url('/race/ecb.xml'), { schedule: weekdaysAt1830 }),
    );
    expect(created.statusCode).toBe(200);
    const feedId = created.json<PriceFeed>().id;
    for (const app of apps) app.clock.set(new Date('2030-01-07T18:30:05Z'));
    // Both passes at once, several times over, as two instances' jobs would cross.
    for (let round = 0; round < 3; round += 1) await Promise.all(apps.map((app) => runDueFeeds(app.deps)));
    expect(server.requests.filter((request) => request.path === '/race/ecb.xml')).toHaveLength(1);
    const runs = (
      await callAs(first)('GET', `/api/ops/price-feeds/runs?feedId=${feedId}`, operatorKey)
    ).json<{ runs: PriceFeedRun[] }>().runs;
    expect(runs.map((run) => [run.trigger, run.outcome])).toEqual([['schedule', 'published']]);
  });
});
