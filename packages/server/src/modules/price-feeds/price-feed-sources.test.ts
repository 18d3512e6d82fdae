import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import type { PriceFeed, PriceFeedRun } from '@psc/core/price-feeds/price-feeds.schemas';
import type { ContainerLanesFile } from '@psc/core/market-data/container-lanes.schemas';
import { startFeedServer, type FeedServer } from '../../../test/feed-server.ts';
import { createSignedInOperator, type TestOperator } from '../../../test/operators.ts';
import { createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { todayOf } from '../market-data/market-calendar.ts';
import { callAs, iceSettlementFile } from '../../../test/price-feeds.ts';

let t: TestApp;
let server: FeedServer;
let analyst: TestOperator;
let call: ReturnType<typeof callAs>;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await startFeedServer();
  analyst = await createSignedInOperator(t, 'analyst');
  call = callAs(t);
  folder = mkdtempSync(join(tmpdir(), 'psc-feed-folder-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await server.close();
  await t.close();
});

const createFeed = async (request: Record<string, unknown>): Promise<PriceFeed> => {
  const response = await call('POST', '/api/ops/price-feeds', analyst.accessToken, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceFeed>();
};
const runNow = async (feedId: string): Promise<PriceFeedRun> => {
  t.clock.advance(1_000);
  const response = await call('POST', `/api/ops/price-feeds/${feedId}/run`, analyst.accessToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceFeedRun>();
};
const day = (back: number) =>
  new Date(t.clock.now().getTime() - back * 86_400_000).toISOString().slice(0, 10);
const livePeriod = (contractId: 'London5' | 'NewYork11', index = 0) =>
  periodsOfContract(t.deps.referenceData, contractId, todayOf(t.deps.clock), null).filter(
    (period) => !period.concluded,
  )[index]?.id ?? '';
const schedule = { calendar: 'weekdays', timeZone: 'Europe/London', times: ['09:00'] };

describe('price feeds: a vendor price API through its mapping', () => {
  it('maps the vendor’s JSON symbols to contracts and periods and publishes them', async () => {
    const period = livePeriod('London5', 2);
    server.serve('/vendor/quotes', {
      contentType: 'application/json',
      requireHeaders: { authorization: `Basic ${Buffer.from('desk:s3cret').toString('base64')}` },
      body: JSON.stringify({
        data: {
          quotes: [
            { ticker: 'SW-3', settle: 488.1, asOf: day(2) },
            { ticker: 'KC-1', settle: 301.5, asOf: day(2) },
          ],
        },
      }),
    });
    const feed = await createFeed({
      kind: 'vendor-prices',
      name: 'Vendor whites',
      format: 'vendor-json',
      source: {
        type: 'url',
        url: server.url('/vendor/quotes'),
        credentials: { type: 'basic', username: 'desk', password: 's3cret' },
      },
      schedule,
      mapping: {
        rowsPath: 'data.quotes',
        symbolField: 'ticker',
        priceField: 'settle',
        dateField: 'asOf',
        currencyCode: 'USD',
        symbols: [{ symbol: 'SW-3', contractId: 'London5', periodId: period }],
      },
    });
    expect(feed.mapping?.symbols).toHaveLength(1);
    const run = await runNow(feed.id);
    expect(run).toMatchObject({ outcome: 'published', rows: 1, asOf: day(2) });
    await t.settleChanges();
    const trader = (await createPaidAccount(t)).admin;
    const board = (await call('GET', '/api/v1/contract/periods/London5', trader.accessToken)).json<
      { id: string; price: number; publisher: string; source: string }[]
    >();
    expect(board.find((entry) => entry.id === period)).toMatchObject({
      price: 488.1,
      publisher: 'feed Vendor whites',
      source: 'Vendor prices: feed Vendor whites',
    });

    // A reply whose symbols are none of the mapped ones publishes nothing and says so.
    server.serve('/vendor/quotes', {
      contentType: 'application/json',
      requireHeaders: { authorization: `Basic ${Buffer.from('desk:s3cret').toString('base64')}` },
      body: JSON.stringify({ data: { quotes: [{ ticker: 'KC-1', settle: 301.5, asOf: day(1) }] } }),
    });
    const refused = await runNow(feed.id);
    expect(refused.outcome).toBe('rejected-input');
    expect(refused.reason).toContain('no row of a mapped symbol');
  });
});

describe('price feeds: a watched folder', () => {
  it('reads the newest file not read before, once; an ICE settlement dropped by the vendor publishes', async () => {
    const period = livePeriod('NewYork11', 1);
    const feed = await createFeed({
      kind: 'ice-settlements',
      name: 'ICE drop folder',
      format: 'ice-csv',
      source: { type: 'folder', path: folder },
      schedule,
    });
    expect((await runNow(feed.id)).reason).toContain('No file in');
    const older = join(folder, 'settlements-older.csv');
    writeFileSync(older, iceSettlementFile(day(4), [{ symbol: 'SB', periodId: period, price: 17.5 }]));
    utimesSync(older, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    writeFileSync(
      join(folder, 'settlements-newest.csv'),
      iceSettlementFile(day(3), [{ symbol: 'SB', periodId: period, price: 17.6 }]),
    );
    writeFileSync(join(folder, '.settlements-partial.csv'), 'TRADE DATE,HUB');
    const run = await runNow(feed.id);
    expect(run).toMatchObject({ outcome: 'published', fileName: 'settlements-newest.csv', asOf: day(3) });
    const again = await runNow(feed.id);
    expect(again.outcome).toBe('failed');
    expect(again.reason).toContain('the newest, settlements-newest.csv, was read');
  });

  it('reads bulk lane assessments in the console’s format', async () => {
    const lanes = mkdtempSync(join(tmpdir(), 'psc-feed-lanes-'));
    try {
      writeFileSync(
        join(lanes, 'lanes.csv'),
        [
          'fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn',
          `BRSSZ,NLRTM,Supramax,30.5,${day(1)}`,
        ].join('\n'),
      );
      const feed = await createFeed({
        kind: 'bulk-freight',
        name: 'Lane assessments',
        format: 'psc-csv',
        source: { type: 'folder', path: lanes },
        schedule,
      });
      expect(await runNow(feed.id)).toMatchObject({ outcome: 'published', rows: 1, asOf: day(1) });
      const dashboard = (await call('GET', '/api/ops/market/dashboard', analyst.accessToken)).json<{
        feeds: { name: string; lastOutcome: string | null; late: boolean }[];
      }>();
      expect(dashboard.feeds.find((entry) => entry.name === 'Lane assessments')).toMatchObject({
        lastOutcome: 'published',
        late: false,
      });
    } finally {
      rmSync(lanes, { recursive: true, force: true });
    }
  });

  it('reads container lane rates as the Rule tables desk takes them, and holds a jump for approval', async () => {
    const shipped = t.deps.referenceData.containerLanes;
    if (shipped === undefined) throw new Error('no shipped container lanes');
    // The container-lanes document a vendor's sidecar serves: this week's index, one lane moved 2 %.
    const week = (factor: number, effectiveFrom: string): ContainerLanesFile => ({
      regions: shipped.regions,
      lanes: shipped.lanes.map((lane, index) =>
        index === 0
          ? {
              ...lane,
              per20ft: Math.round(lane.per20ft * factor),
              per40ft: Math.round(lane.per40ft * factor),
              effectiveFrom,
            }
          : lane,
      ),
    });
    const [first] = shipped.lanes;
    if (first === undefined) throw new Error('no lanes');
    server.serve('/indices/container-lanes.json', {
      contentType: 'application/json',
      requireHeaders: { 'x-api-key': 'lanes-key' },
      body: JSON.stringify(week(1.02, day(1))),
    });
    const feed = await createFeed({
      kind: 'container-freight',
      name: 'Container indices',
      format: 'psc-json',
      source: {
        type: 'url',
        url: server.url('/indices/container-lanes.json'),
        credentials: { type: 'header', name: 'x-api-key', value: 'lanes-key' },
      },
      schedule,
    });
    const rules = async () =>
      (await call('GET', '/api/ops/rules/container-lanes', analyst.accessToken)).json<{
        version: number;
        savedBy: string;
        content: ContainerLanesFile;
      }>();
    const shippedVersion = (await rules()).version;
    expect(await runNow(feed.id)).toMatchObject({
      outcome: 'published',
      rows: shipped.lanes.length,
      asOf: day(1),
    });
    const published = await rules();
    expect(published).toMatchObject({ version: shippedVersion + 1, savedBy: 'feed Container indices' });
    expect(published.content.lanes[0]?.per20ft).toBe(Math.round(first.per20ft * 1.02));

    // The same rates again publish nothing; a 40 % jump waits for an analyst.
    server.serve('/indices/container-lanes.json', {
      contentType: 'application/json',
      requireHeaders: { 'x-api-key': 'lanes-key' },
      body: JSON.stringify({ ...week(1.02, day(1)), regions: [...shipped.regions] }, null, 1),
    });
    expect((await runNow(feed.id)).reason).toContain('the same as the current version');
    server.serve('/indices/container-lanes.json', {
      contentType: 'application/json',
      requireHeaders: { 'x-api-key': 'lanes-key' },
      body: JSON.stringify(week(1.45, day(0))),
    });
    const jump = await runNow(feed.id);
    expect(jump).toMatchObject({ outcome: 'held', rows: shipped.lanes.length, asOf: day(0) });
    expect((await rules()).version).toBe(shippedVersion + 1);
    const approved = await call(
      'POST',
      `/api/ops/price-feeds/held/${jump.heldPublicationId}/approve`,
      analyst.accessToken,
      { reason: 'Peak season surcharge confirmed with the carrier' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await rules()).content.lanes[0]?.per20ft).toBe(Math.round(first.per20ft * 1.45));

    // A lane with a negative rate is refused whole, by the desk's own checks.
    server.serve('/indices/container-lanes.json', {
      contentType: 'application/json',
      requireHeaders: { 'x-api-key': 'lanes-key' },
      body: JSON.stringify({
        ...week(1.46, day(0)),
        lanes: [{ ...first, per20ft: -5, effectiveFrom: day(0) }],
      }),
    });
    const refused = await runNow(feed.id);
    expect(refused).toMatchObject({ outcome: 'rejected-input' });
    expect(refused.reason).toContain('Malformed file');
    expect((await rules()).version).toBe(shippedVersion + 2);
  });
});
