import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFeedEndpoints } from '@psc/core/price-feeds/price-feeds.endpoints';
import type { HeldPublication, PriceFeed, PriceFeedRun } from '@psc/core/price-feeds/price-feeds.schemas';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { startFeedServer, type FeedServer } from '../../../test/feed-server.ts';
import { createSignedInOperator, type TestOperator } from '../../../test/operators.ts';
import { createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import { todayOf } from '../market-data/market-calendar.ts';
import {
  callAs,
  ecbDailyFile,
  ecbFeedRequest,
  ecbFileOf,
  iceSettlementFile,
} from './price-feeds.test-support.ts';

let t: TestApp;
let server: FeedServer;
let analyst: TestOperator;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  server = await startFeedServer();
  analyst = await createSignedInOperator(t, 'analyst');
  call = callAs(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const createFeed = async (request: Record<string, unknown>): Promise<PriceFeed> => {
  const response = await call('POST', '/api/ops/price-feeds', analyst.accessToken, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceFeed>();
};
const runNow = async (feedId: string): Promise<PriceFeedRun> => {
  // A second apart, so 'last run' is the newest as on a real clock.
  t.clock.advance(1_000);
  const response = await call('POST', `/api/ops/price-feeds/${feedId}/run`, analyst.accessToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceFeedRun>();
};
const feedStatus = async (feedId: string): Promise<PriceFeed | undefined> =>
  (await call('GET', '/api/ops/price-feeds', analyst.accessToken))
    .json<{ feeds: PriceFeed[] }>()
    .feeds.find((feed) => feed.id === feedId);
const versions = async () =>
  (await call('GET', '/api/ops/market/dashboard', analyst.accessToken)).json<{
    version: { prices: number; fx: number; freight: number };
  }>().version;

describe('price feeds: the Feeds desk', () => {
  it('registers every call of the contract', () => {
    expectEveryEndpointRegistered(t.app, priceFeedEndpoints);
  });

  it('fetches the ECB daily file from its address and publishes it in the feed’s name', async () => {
    server.serve('/ecb/eurofxref-daily.xml', { body: ecbDailyFile, contentType: 'text/xml' });
    const feed = await createFeed(ecbFeedRequest(server.url('/ecb/eurofxref-daily.xml')));
    expect(feed).toMatchObject({
      kind: 'ecb-rates',
      enabled: true,
      scheduleDescription: '16:15 Europe/Berlin on TARGET days',
      source: { type: 'url', credentials: 'none' },
      lastRunAt: null,
      late: false,
    });
    expect(feed.nextRunAt).not.toBeNull();
    const run = await runNow(feed.id);
    expect(run).toMatchObject({ trigger: 'manual', outcome: 'published', asOf: '2026-09-24', rows: 34 });
    await t.settleChanges();
    const user = (await createPaidAccount(t)).admin;
    const freshness = (await call('GET', '/api/v1/market-data/freshness', user.accessToken)).json<
      { series: string; asOf: string | null; publisher: string | null; demo: boolean }[]
    >();
    expect(freshness.find((series) => series.series === 'FX:EUR')).toMatchObject({
      asOf: '2026-09-24',
      publisher: 'feed ECB reference rates',
      demo: false,
    });
    expect(await feedStatus(feed.id)).toMatchObject({
      lastOutcome: 'published',
      lastError: null,
      lastPublishedAsOf: '2026-09-24',
      unreachableSince: null,
    });
    const audit = (await call('GET', '/api/ops/audit?action=fx.published', analyst.accessToken)).json<
      { actor: string }[]
    >();
    expect(audit[0]?.actor).toBe('feed ECB reference rates');
  });

  it('sends header or basic credentials, stores them sealed and never shows them', async () => {
    server.serve('/vendor/ecb.xml', {
      body: ecbFileOf('2026-09-25'),
      contentType: 'text/xml',
      requireHeaders: { 'x-api-key': 'vendor-secret-123' },
    });
    const feed = await createFeed(
      ecbFeedRequest(server.url('/vendor/ecb.xml'), {
        name: 'ECB through a vendor',
        source: {
          type: 'url',
          url: server.url('/vendor/ecb.xml'),
          credentials: { type: 'header', name: 'X-Api-Key', value: 'vendor-secret-123' },
        },
      }),
    );
    expect(feed.source).toEqual({
      type: 'url',
      url: server.url('/vendor/ecb.xml'),
      credentials: 'header',
      credentialsLabel: 'X-Api-Key',
    });
    const listed = (await call('GET', '/api/ops/price-feeds', analyst.accessToken)).body;
    expect(listed).not.toContain('vendor-secret-123');
    expect((await runNow(feed.id)).outcome).toBe('published');

    server.serve('/vendor/basic.xml', {
      body: ecbFileOf('2026-09-28'),
      contentType: 'text/xml',
      requireHeaders: { authorization: `Basic ${Buffer.from('desk:pa55word').toString('base64')}` },
    });
    const changed = await call('PUT', `/api/ops/price-feeds/${feed.id}`, analyst.accessToken, {
      ...ecbFeedRequest(server.url('/vendor/basic.xml')),
      name: 'ECB through a vendor',
      source: {
        type: 'url',
        url: server.url('/vendor/basic.xml'),
        credentials: { type: 'basic', username: 'desk', password: 'pa55word' },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(JSON.stringify(changed.json())).not.toContain('pa55word');
    expect((await runNow(feed.id)).outcome).toBe('published');

    // Left out on update, the stored credentials are kept.
    const kept = await call('PUT', `/api/ops/price-feeds/${feed.id}`, analyst.accessToken, {
      ...ecbFeedRequest(server.url('/vendor/basic.xml')),
      name: 'ECB through a vendor, renamed',
    });
    expect(kept.json<PriceFeed>().source).toMatchObject({ credentials: 'basic', credentialsLabel: 'desk' });
    const audit = (await call('GET', '/api/ops/audit?action=price-feed.changed', analyst.accessToken)).body;
    expect(audit).not.toContain('pa55word');
    expect(
      (
        await call('PUT', `/api/ops/price-feeds/${feed.id}/enabled`, analyst.accessToken, { enabled: false })
      ).json<PriceFeed>(),
    ).toMatchObject({ enabled: false, nextRunAt: null });
  });

  it('refuses a feed its kind cannot read, a plain http address elsewhere, and an unknown zone', async () => {
    for (const [request, message] of [
      [ecbFeedRequest(server.url('/x'), { format: 'ice-csv' }), 'reads ecb-xml, ecb-csv'],
      [ecbFeedRequest('http://rates.example.com/daily.xml'), 'https://'],
      [
        ecbFeedRequest(server.url('/x'), {
          schedule: { calendar: 'ECB-TARGET', timeZone: 'Mars/Olympus', times: ['16:15'] },
        }),
        'not a time zone',
      ],
      [
        ecbFeedRequest(server.url('/x'), { kind: 'vendor-prices', format: 'vendor-json' }),
        'needs its mapping',
      ],
    ] as const) {
      const response = await call('POST', '/api/ops/price-feeds', analyst.accessToken, request);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });
});

describe('price feeds: bad input publishes nothing and says why', () => {
  let feedId: string;
  const path = '/bad/eurofxref-daily.xml';

  beforeAll(async () => {
    server.serve(path, { body: ecbFileOf('2026-10-01'), contentType: 'text/xml' });
    feedId = (await createFeed(ecbFeedRequest(server.url(path), { name: 'ECB bad input' }))).id;
    expect((await runNow(feedId)).outcome).toBe('published');
  });

  it.each([
    ['empty', { body: '', contentType: 'text/xml' }, 'The reply was empty'],
    [
      'an HTML page (captive portal)',
      {
        body: '<!DOCTYPE html><html><head><title>Hotel Wi-Fi</title></head><body>Sign in</body></html>',
        contentType: 'text/html',
      },
      'HTML page',
    ],
    ['truncated', { body: ecbFileOf('2026-10-02').slice(0, 900), contentType: 'text/xml' }, 'cut short'],
    [
      'malformed',
      { body: ecbFileOf('2026-10-02').replace("rate='1.13", "rate='x1.13"), contentType: 'text/xml' },
      'Malformed file',
    ],
    [
      'duplicated (the last publication again)',
      { body: ecbFileOf('2026-10-01'), contentType: 'text/xml' },
      'The same file as the last publication (as of 2026-10-01)',
    ],
    [
      'out of order (older than the last publication)',
      { body: ecbFileOf('2026-09-30'), contentType: 'text/xml' },
      'Out of order: the file is as of 2026-09-30, older than the last publication (as of 2026-10-01)',
    ],
    ['an error status', { status: 404, body: 'gone', contentType: 'text/plain' }, 'answered HTTP 404'],
  ] as const)('%s', async (_what, reply, reason) => {
    server.serve(path, reply);
    const before = await versions();
    const run = await runNow(feedId);
    expect(run.outcome).toBe(_what === 'an error status' ? 'failed' : 'rejected-input');
    expect(run.reason).toContain(reason);
    expect(await versions()).toEqual(before);
    expect(await feedStatus(feedId)).toMatchObject({
      lastOutcome: run.outcome,
      lastPublishedAsOf: '2026-10-01',
    });
    expect((await feedStatus(feedId))?.lastError).toContain(reason);
    const runs = (
      await call('GET', `/api/ops/price-feeds/runs?feedId=${feedId}&limit=1`, analyst.accessToken)
    ).json<{ runs: PriceFeedRun[] }>().runs;
    expect(runs[0]).toMatchObject({ id: run.id, reason: run.reason });
  });

  it('an unreachable source: the app runs on and the feed says since when', async () => {
    const gone = await startFeedServer();
    const address = gone.url('/ecb.xml');
    await gone.close();
    const feed = await createFeed(ecbFeedRequest(address, { name: 'ECB unreachable' }));
    const run = await runNow(feed.id);
    expect(run.outcome).toBe('unreachable');
    expect(run.reason).toContain('Could not reach 127.0.0.1');
    const status = await feedStatus(feed.id);
    expect(status?.unreachableSince).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    await runNow(feed.id);
    expect((await feedStatus(feed.id))?.unreachableSince).toBe(status?.unreachableSince);
  });
});

describe('price feeds: held publications', () => {
  const livePeriods = (contractId: 'London5' | 'NewYork11') =>
    periodsOfContract(t.deps.referenceData, contractId, todayOf(t.deps.clock), null)
      .filter((period) => !period.concluded)
      .map((period) => period.id);

  it('holds an ICE settlement with an outlier; approving publishes it in the feed’s name, audited', async () => {
    const [first = '', second = ''] = livePeriods('London5');
    const tradeDate = new Date(t.clock.now().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    const nextDate = new Date(t.clock.now().getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    server.serve('/ice/settlements.csv', {
      body: iceSettlementFile(tradeDate, [
        { symbol: 'W', periodId: first, price: 500 },
        { symbol: 'W', periodId: second, price: 500 },
      ]),
      contentType: 'text/csv',
    });
    const feed = await createFeed({
      kind: 'ice-settlements',
      name: 'ICE end of day',
      format: 'ice-csv',
      source: { type: 'url', url: server.url('/ice/settlements.csv') },
      schedule: { calendar: 'ICE-EU', timeZone: 'Europe/London', times: ['18:30'] },
    });
    expect((await runNow(feed.id)).outcome).toBe('published');

    server.serve('/ice/settlements.csv', {
      body: iceSettlementFile(nextDate, [
        { symbol: 'W', periodId: first, price: 505 },
        { symbol: 'W', periodId: second, price: 560 },
      ]),
      contentType: 'text/csv',
    });
    const before = await versions();
    const run = await runNow(feed.id);
    expect(run).toMatchObject({ outcome: 'held' });
    expect(run.reason).toContain(`London5 ${second} +12%`);
    expect(await versions()).toEqual(before);
    const held = (await call('GET', '/api/ops/price-feeds/held', analyst.accessToken)).json<{
      held: HeldPublication[];
    }>().held;
    const entry = held.find((item) => item.id === run.heldPublicationId);
    expect(entry).toMatchObject({ feedName: 'ICE end of day', state: 'held', outliers: 1, rows: 2 });
    expect(entry?.changes[0]).toMatchObject({
      label: `London5 ${second}`,
      value: 560,
      previous: 500,
      outlier: true,
    });
    expect((await feedStatus(feed.id))?.heldPublications).toBe(1);

    const approved = await call(
      'POST',
      `/api/ops/price-feeds/held/${run.heldPublicationId}/approve`,
      analyst.accessToken,
      { reason: 'White premium spike confirmed with the exchange' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ held: { state: 'approved' }, published: { rows: 2 } });
    expect((await versions()).prices).toBeGreaterThan(before.prices);
    await t.settleChanges();
    const user = (await createPaidAccount(t)).admin;
    const board = (await call('GET', '/api/v1/contract/periods/London5', user.accessToken)).json<
      { id: string; price: number; publisher: string }[]
    >();
    expect(board.find((period) => period.id === second)).toMatchObject({
      price: 560,
      publisher: 'feed ICE end of day',
    });
    const again = await call(
      'POST',
      `/api/ops/price-feeds/held/${run.heldPublicationId}/reject`,
      analyst.accessToken,
      {
        reason: 'too late',
      },
    );
    expect(again.statusCode).toBe(409);
    const audit = (
      await call('GET', '/api/ops/audit?action=price-feed.held-approved', analyst.accessToken)
    ).json<{ actor: string; reason: string }[]>();
    expect(audit[0]).toMatchObject({
      actor: `Test analyst <${analyst.email}>`,
      reason: 'White premium spike confirmed with the exchange',
    });
    expect(await feedStatus(feed.id)).toMatchObject({ heldPublications: 0, lastPublishedAsOf: nextDate });
  });

  it('rejecting a held file publishes nothing and records why', async () => {
    const [first = ''] = livePeriods('NewYork11');
    const day = (back: number) =>
      new Date(t.clock.now().getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const feed = await createFeed({
      kind: 'ice-settlements',
      name: 'ICE #11',
      format: 'ice-csv',
      source: { type: 'url', url: server.url('/ice/sb.csv') },
      schedule: { calendar: 'ICE-US', timeZone: 'America/New_York', times: ['14:30'] },
    });
    server.serve('/ice/sb.csv', {
      body: iceSettlementFile(day(3), [{ symbol: 'SB', periodId: first, price: 18 }]),
    });
    expect((await runNow(feed.id)).outcome).toBe('published');
    server.serve('/ice/sb.csv', {
      body: iceSettlementFile(day(2), [{ symbol: 'SB', periodId: first, price: 24 }]),
    });
    const run = await runNow(feed.id);
    expect(run.outcome).toBe('held');
    const before = await versions();
    const rejected = await call(
      'POST',
      `/api/ops/price-feeds/held/${run.heldPublicationId}/reject`,
      analyst.accessToken,
      {
        reason: 'A fat-finger settlement; ICE corrected it',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      held: { state: 'rejected', decisionReason: 'A fat-finger settlement; ICE corrected it' },
      published: null,
    });
    expect(await versions()).toEqual(before);
    const listed = (await call('GET', '/api/ops/price-feeds/held?state=rejected', analyst.accessToken)).json<{
      held: HeldPublication[];
    }>().held;
    expect(listed.map((item) => item.id)).toContain(run.heldPublicationId);
    expect(
      (
        await call('POST', `/api/ops/price-feeds/held/${crypto.randomUUID()}/approve`, analyst.accessToken, {
          reason: 'none here',
        })
      ).statusCode,
    ).toBe(404);
  });
});
