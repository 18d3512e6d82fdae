import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesFreshness } from '@psc/core/market-data/freshness.schemas';
import { bearer, createPaidAccount, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { seedDemoMarketData } from './seed-demo-market-data.ts';

const operatorKey = 'operator-key-for-freshness-tests-0123456789';
let t: TestApp;
let token: string;
let account: { email: string; password: string };

/** Moves the test clock and signs in again, since access tokens live an hour of that clock. */
const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  token = (await signIn(t.app, account.email, account.password)).access_token;
};
const freshness = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/market-data/freshness',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SeriesFreshness[]>();
};
const seriesOf = async (series: string) => (await freshness()).find((entry) => entry.series === series);
const publish = async (kind: 'prices' | 'fx' | 'freight', rows: unknown[], query = '') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/system/${kind}${query}`,
    headers: { ...bearer(operatorKey), 'content-type': 'application/json' },
    payload: JSON.stringify(rows),
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000' });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  account = (await createPaidAccount(t)).admin;
  await at('2026-11-20T10:00:00Z');
  await seedDemoMarketData(t.deps);
});
afterAll(() => t.close());

describe('GET /api/v1/market-data/freshness', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/market-data/freshness' });
    expect(response.statusCode).toBe(401);
  });

  it('lists every priced series, the demo prices and rates stale whatever their date', async () => {
    await at('2026-11-20T11:00:00Z');
    const list = await freshness();
    expect(list.map((entry) => entry.series).slice(0, 5)).toEqual([
      'NewYork11',
      'London5',
      'BrazilSRP',
      'BrazilSPRP',
      'CashMarketPrice',
    ]);
    expect(list.find((entry) => entry.series === 'NewYork11')).toMatchObject({
      name: 'New York #11',
      expectedEvery: 'P1D',
      calendar: 'ICE-US',
      demo: true,
      stale: true,
    });
    expect(list.find((entry) => entry.series === 'CashMarketPrice')).toMatchObject({
      expectedEvery: 'P1M',
      calendar: null,
      stale: true,
    });
    const euro = list.find((entry) => entry.series === 'FX:EUR');
    expect(euro).toMatchObject({ calendar: 'ECB-TARGET', demo: true, stale: true });
    // No bulk lane assessment is published yet: the voyage model prices bulk freight, no series to list.
    expect(list.some((entry) => entry.series === 'BulkFreight')).toBe(false);
  });

  it("a settlement is current until the calendar's next business day has passed", async () => {
    // Friday 2026-11-20's London #5 settlement, read on Monday: Friday is the last ICE Europe day before Monday.
    await at('2026-11-23T09:00:00Z');
    await publish(
      'prices',
      [
        {
          contractId: 'London5',
          periodId: 'Mar-27',
          price: 502.25,
          currencyCode: 'USD',
          lastUpdated: Date.parse('2026-11-20T17:30:00Z'),
        },
      ],
      '?publisher=Jane%20Analyst&source=ICE%20settlement',
    );
    expect(await seriesOf('London5')).toMatchObject({
      asOf: '2026-11-20',
      source: 'ICE settlement',
      publisher: 'Jane Analyst',
      demo: false,
      stale: false,
    });
    // Monday evening's settlement is due by Tuesday: Friday's is late then.
    await at('2026-11-23T23:00:00Z');
    expect(await seriesOf('London5')).toMatchObject({ asOf: '2026-11-20', stale: false });
    await at('2026-11-24T09:00:00Z');
    expect(await seriesOf('London5')).toMatchObject({ asOf: '2026-11-20', stale: true });
    // New York #11 is still the demo publication.
    expect(await seriesOf('NewYork11')).toMatchObject({ demo: true, stale: true });
  });

  it('a real figure speaks for its series even when demo rows of other periods are newer', async () => {
    // The demo rows were published on 2026-11-20 at 10:00; this settlement is of the day before.
    await at('2026-11-30T09:00:00Z');
    await publish('prices', [
      {
        contractId: 'NewYork11',
        periodId: 'Mar-27',
        price: 20.5,
        currencyCode: 'USD',
        lastUpdated: Date.parse('2026-11-19T19:00:00Z'),
      },
    ]);
    expect(await seriesOf('NewYork11')).toMatchObject({ asOf: '2026-11-19', demo: false, stale: true });
  });

  it('an ECB rate follows the TARGET calendar: Christmas and 26 December publish nothing', async () => {
    await at('2026-12-28T09:00:00Z');
    await publish('fx', [
      { currencyCode: 'EUR', unitsPerUsd: 0.9, timestamp: Date.parse('2026-12-24T15:00:00Z') },
    ]);
    // Monday 28 December: the 25th is a TARGET holiday and the 26th and 27th a weekend, so the 24th is current.
    expect(await seriesOf('FX:EUR')).toMatchObject({ asOf: '2026-12-24', demo: false, stale: false });
    await at('2026-12-29T09:00:00Z');
    expect(await seriesOf('FX:EUR')).toMatchObject({ stale: true });
  });

  it('bulk lane assessments are listed once published, weekly', async () => {
    await at('2026-12-29T09:00:00Z');
    await publish('freight', [
      {
        fromPortId: 'BRSSZ',
        toPortId: 'SAJED',
        vesselClassId: 'Supramax',
        usdPerTonne: 48.5,
        assessedOn: '2026-12-22',
      },
    ]);
    expect(await seriesOf('BulkFreight')).toMatchObject({
      asOf: '2026-12-22',
      expectedEvery: 'P7D',
      stale: false,
    });
    await at('2027-01-01T09:00:00Z');
    expect(await seriesOf('BulkFreight')).toMatchObject({ stale: true });
  });
});
