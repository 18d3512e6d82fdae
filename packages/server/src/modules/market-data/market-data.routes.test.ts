import { mkdtempSync, readdirSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPaidAccount, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { seedDemoMarketData } from './seed-demo-market-data.ts';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const operatorKey = 'operator-key-for-market-data-tests-0123456789';
let t: TestApp;
let token: string;
let account: { email: string; password: string };

/** Moves the test clock and signs in again, since access tokens live an hour of that clock. */
const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  token = (await signIn(t.app, account.email, account.password)).access_token;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const importFile = (
  kind: 'prices' | 'fx',
  body: string,
  contentType = 'text/csv',
  query = '',
  key = operatorKey,
) =>
  t.app.inject({
    method: 'POST',
    url: `/system/${kind}${query}`,
    headers: { ...bearer(key), 'content-type': contentType },
    payload: body,
  });

type PeriodJson = {
  id: string;
  concluded: boolean;
  price: number | null;
  demo: boolean;
  publisher: string | null;
  lastTradingDay: { year: number; month: number; day: number };
};
const periods = async (contractId: string) =>
  (await get(`/api/v1/contract/periods/${contractId}`)).json<PeriodJson[]>();
const byId = (list: PeriodJson[], id: string) => list.find((period) => period.id === id);

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000' });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  // A paid account: these tests move the clock months ahead, past any free trial (account-state gating).
  account = (await createPaidAccount(t)).admin;
  await at('2026-11-20T10:00:00Z');
  await seedDemoMarketData(t.deps);
});
afterAll(() => t.close());

const endpoints = [
  '/api/v1/contract/types',
  '/api/v1/contract/periods/London5',
  '/api/v1/contract/periods/CashMarketPrices',
  '/api/v1/contract/periods/WhitePremium',
  '/api/v1/destination/global/countries',
  '/api/v1/destination/global/regions/Africa/countries',
  '/api/v1/destination/global/destinations',
  '/api/v1/destination/global/origins',
  '/api/v1/destination/global/countries/076/destinations',
  '/api/v1/destination/global/countries/076/origins',
  '/api/v1/currencies/',
  '/api/v1/accounts/currencies',
  '/api/v1/accounts/currencies/zdcodes',
  '/api/v1/market-data/freshness',
];

describe('market-data calls', () => {
  it.each(endpoints)('%s answers 401 without a token and 200 with one, with an ETag', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(endpoints)('%s answers 304 without a body to a matching If-None-Match', async (url) => {
    const first = await get(url);
    const again = await get(url, { 'if-none-match': `"other", W/${String(first.headers.etag)}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/contract/types', () => {
  it('lists every basis type, WhitePremium included', async () => {
    expect((await get('/api/v1/contract/types')).json()).toEqual([
      'London5',
      'NewYork11',
      'CashMarketPrice',
      'BrazilSRP',
      'BrazilSPRP',
      'WhitePremium',
    ]);
  });
});

describe('GET /api/v1/contract/periods/{contractId}', () => {
  it('carries the spec fields, demo prices and the analyst on every live period', async () => {
    await at('2026-11-20T10:00:00Z');
    const list = await periods('London5');
    const live = list.filter((period) => !period.concluded);
    expect(live).toHaveLength(14);
    for (const period of live) {
      expect(period.price).toBeGreaterThan(0);
      expect(period).toMatchObject({ demo: true, publisher: 'PSC demo analyst' });
    }
    expect(Object.keys(list[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'displayName',
        'displayOrder',
        'contractCode',
        'contractYear',
        'concluded',
        'currencyCode',
        'price',
        'lowPrice',
        'highPrice',
        'lastUpdated',
        'premiumCost',
        'period',
      ]),
    );
    expect(byId(list, 'Mar-27')).toMatchObject({
      name: 'Mar 27',
      displayName: 'March 2027',
      contractCode: 'H',
      contractYear: 2027,
      currencyCode: 'USD',
    });
  });

  it('concludes London #5 December 2026 after its last trading day, Friday 13 November (the 15th is a Sunday)', async () => {
    await at('2026-11-13T23:59:00Z');
    expect(byId(await periods('London5'), 'Dec-26')).toMatchObject({
      concluded: false,
      lastTradingDay: { year: 2026, month: 11, day: 13 },
    });
    await at('2026-11-14T00:00:00Z');
    const list = await periods('London5');
    expect(byId(list, 'Dec-26')?.concluded).toBe(true);
    expect(list[0]?.id).toBe('Dec-26');
    expect(list.slice(1).every((period) => !period.concluded)).toBe(true);
  });

  it('concludes London #5 March 2027 after Friday 12 February 2027 (16 days before is a Saturday)', async () => {
    await at('2027-02-12T12:00:00Z');
    expect(byId(await periods('London5'), 'Mar-27')).toMatchObject({
      concluded: false,
      lastTradingDay: { year: 2027, month: 2, day: 12 },
    });
    await at('2027-02-13T12:00:00Z');
    expect(byId(await periods('London5'), 'Mar-27')?.concluded).toBe(true);
  });

  it('concludes New York #11 March 2027 after the last business day of February 2027 (Friday the 26th)', async () => {
    await at('2027-02-26T20:00:00Z');
    const onTheDay = await periods('NewYork11');
    expect(byId(onTheDay, 'Mar-27')).toMatchObject({
      concluded: false,
      lastTradingDay: { year: 2027, month: 2, day: 26 },
      contractCode: 'H',
    });
    await at('2027-02-27T08:00:00Z');
    const after = await periods('NewYork11');
    expect(byId(after, 'Mar-27')?.concluded).toBe(true);
    expect(
      after
        .filter((period) => !period.concluded)
        .map((period) => period.id)
        .slice(0, 2),
    ).toEqual(['May-27', 'Jul-27']);
  });

  it('moves Brazil to the next month after day 12, across the year end', async () => {
    await at('2026-12-12T12:00:00Z');
    let list = await periods('BrazilSRP');
    expect(list.map((period) => [period.id, period.concluded]).slice(0, 2)).toEqual([
      ['Nov-26', true],
      ['Dec-26', false],
    ]);
    await at('2026-12-13T00:30:00Z');
    list = await periods('BrazilSRP');
    expect(list.map((period) => [period.id, period.concluded]).slice(0, 2)).toEqual([
      ['Dec-26', true],
      ['Jan-27', false],
    ]);
  });

  it('answers the single CMPFY period for the cash market, and 404 for an unknown contract', async () => {
    await at('2026-11-20T10:00:00Z');
    expect((await periods('CashMarketPrice')).map((period) => period.id)).toEqual(['CMPFY']);
    const unknown = await get('/api/v1/contract/periods/Coffee');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /api/v1/contract/periods/CashMarketPrices and /WhitePremium', () => {
  it('lists the four Europe region groups by id with their countries and demo prices', async () => {
    await at('2026-11-20T10:00:00Z');
    const rows = (await get('/api/v1/contract/periods/CashMarketPrices')).json<Record<string, unknown>[]>();
    expect(rows.map((row) => row.id)).toEqual(['Region1', 'Region2', 'Region3', 'UK']);
    expect(rows[1]).toMatchObject({
      name: 'EU Region 2',
      allowedCountries: ['Belgium', 'Germany', 'France', 'Netherlands'],
      price: 625,
      demo: true,
    });
    expect(rows[1]?.lastUpdatedString).toBe('2026-11-20T10:00:00.000Z');
    // §2.6: the board's price in dollars, at the current FX publication, beside the exchange's own (issue 48 item 15).
    for (const row of rows) {
      const { price, currencyCode, unitsPerUsd, usdPrice } = row as {
        price: number;
        currencyCode: string;
        unitsPerUsd: number;
        usdPrice: number;
      };
      expect(currencyCode).not.toBe('USD');
      expect(unitsPerUsd).toBeGreaterThan(0);
      expect(usdPrice).toBe(Math.round((price / unitsPerUsd) * 100) / 100);
    }
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'price',
        'lowPrice',
        'highPrice',
        'lastUpdated',
        'lastUpdatedString',
        'allowedCountries',
      ]),
    );
  });

  it('pairs London #5 with New York #11 months and computes the premium with 22.046', async () => {
    await at('2026-11-20T10:00:00Z');
    const rows = (await get('/api/v1/contract/periods/WhitePremium')).json<Record<string, unknown>[]>();
    const march = rows.find((row) => row.baseId === 'Mar-27');
    expect(march).toMatchObject({
      rawId: 'Mar-27',
      pairing: 'H/H',
      baseContractCode: 'H',
      rawContractCode: 'H',
      concluded: false,
      demo: true,
      currencyCode: 'USD',
    });
    expect(march?.price).toBeCloseTo(
      Number(march?.baseContractPrice) - Number(march?.rawContractPrice) * 22.046,
      9,
    );
    expect(rows.find((row) => row.baseId === 'Aug-27')).toMatchObject({ rawId: 'Jul-27', pairing: 'Q/N' });
    expect(Object.keys(march ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'baseId',
        'baseContractCode',
        'baseContractName',
        'baseContractPrice',
        'rawId',
        'rawContractCode',
        'rawContractName',
        'rawContractPrice',
        'concluded',
        'currencyCode',
        'displayOrder',
        'price',
        'lastUpdated',
      ]),
    );
  });
});

describe('global destinations', () => {
  type CountryJson = {
    id: string;
    name: string;
    region: string;
    hasOrigins: boolean;
    countryCode: string;
    country: string;
  };
  it('lists countries by name without Antarctica, each in a known region', async () => {
    const countries = (await get('/api/v1/destination/global/countries')).json<CountryJson[]>();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.some((country) => country.id === '010' || /antarc/i.test(country.region))).toBe(false);
    expect(countries.map((country) => country.name)).toEqual(
      [...countries.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(countries.find((country) => country.id === '076')).toEqual({
      id: '076',
      name: 'Brazil',
      country: '076',
      countryCode: 'BR',
      region: 'South America',
      hasOrigins: true,
      hasDestinations: true,
    });
  });

  it("lists a region's countries, only those with origin ports when asked, and refuses Antarctic", async () => {
    const all = (await get('/api/v1/destination/global/regions/South%20America/countries')).json<
      CountryJson[]
    >();
    expect(all.every((country) => country.region === 'South America')).toBe(true);
    const origins = (
      await get('/api/v1/destination/global/regions/South%20America/countries?having=origins')
    ).json<CountryJson[]>();
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.length).toBeLessThan(all.length);
    expect(origins.every((country) => country.hasOrigins)).toBe(true);
    expect(origins.map((country) => country.id)).toContain('076');
    expect((await get('/api/v1/destination/global/regions/Antarctic/countries')).statusCode).toBe(404);
  });

  it('answers origins with their premium and destinations with charges, in the spec fields', async () => {
    const origins = (await get('/api/v1/destination/global/countries/076/origins')).json<
      Record<string, unknown>[]
    >();
    expect(origins.find((port) => port.id === 'BRSSZ')).toMatchObject({
      name: 'Santos',
      country: '076',
      countryCode: 'BR',
      region: 'South America',
      seaportId: 'BRSSZ',
      seaportLat: -24.03,
      seaportLng: -46.3,
      premiumCost: 20,
    });
    const allOrigins = (await get('/api/v1/destination/global/origins')).json<{ id: string }[]>();
    expect(allOrigins.length).toBe(54);
    const destinations = (await get('/api/v1/destination/global/destinations')).json<
      Record<string, unknown>[]
    >();
    expect(destinations.length).toBe(145);
    expect(destinations.find((port) => port.id === 'USLGB')).toMatchObject({
      arrivalPortId: 'USLGB',
      destinationCost: 16.24,
      destinationCostAsString: '16.24',
      perTonLandFreightCostAsString: '0.00',
      currencyCode: 'USD',
    });
    expect(Object.keys(destinations[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'country',
        'countryCode',
        'region',
        'lat',
        'lng',
        'seaportId',
        'seaportLat',
        'seaportLng',
        'destinationCost',
        'destinationCostAsString',
        'perTonLandFreightCost',
        'perTonLandFreightCostAsString',
        'currencyCode',
      ]),
    );
    expect((await get('/api/v1/destination/global/countries/040/origins')).json()).toEqual([]);
    expect((await get('/api/v1/destination/global/countries/999/origins')).statusCode).toBe(404);
  });
});

describe('currencies', () => {
  it('gives symbols from Intl, falling back to the code', async () => {
    const currencies = (await get('/api/v1/currencies/')).json<
      { id: string; symbol: string; name: string }[]
    >();
    const symbol = (id: string) => currencies.find((currency) => currency.id === id)?.symbol;
    expect([
      symbol('USD'),
      symbol('EUR'),
      symbol('GBP'),
      symbol('BRL'),
      symbol('INR'),
      symbol('AED'),
    ]).toEqual(['$', '€', '£', 'R$', '₹', 'AED']);
    expect(currencies.find((currency) => currency.id === 'JPY')).toEqual({
      id: 'JPY',
      symbol: '¥',
      name: 'Yen',
    });
  });

  it('lists the billing currencies and the zero-decimal codes', async () => {
    expect((await get('/api/v1/accounts/currencies')).json()).toEqual([
      { id: 'GBP', symbol: '£', name: 'Pound Sterling', selectable: false },
      { id: 'EUR', symbol: '€', name: 'Euro', selectable: false },
      { id: 'USD', symbol: '$', name: 'US Dollar', selectable: true },
    ]);
    const codes = (await get('/api/v1/accounts/currencies/zdcodes')).json<string[]>();
    expect(codes).toEqual(expect.arrayContaining(['JPY', 'KRW', 'VND', 'XOF']));
    expect(codes).not.toContain('USD');
  });
});

describe('operator imports', () => {
  const header =
    'contractId,periodId,regionId,price,lowPrice,highPrice,premiumCost,currencyCode,unit,lastUpdated';

  it('are refused without the operator key, with an account token, and when no key is configured', async () => {
    const csv = `${header}\nLondon5,Mar-27,,500,,,,USD,,2026-11-20T16:00:00Z`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/system/prices',
          headers: { 'content-type': 'text/csv' },
          payload: csv,
        })
      ).statusCode,
    ).toBe(401);
    expect((await importFile('prices', csv, 'text/csv', '', token)).statusCode).toBe(401);
    expect(
      (await importFile('fx', 'currencyCode,unitsPerUsd,timestamp\nEUR,0.9,0', 'text/csv', '', token))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/system/prices', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const closed = await createTestApp();
    try {
      expect(
        (
          await closed.app.inject({
            method: 'POST',
            url: '/system/prices',
            headers: { ...bearer(operatorKey), 'content-type': 'text/csv' },
            payload: csv,
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await closed.close();
    }
  });

  it('import nothing from a file with any bad row, and list every error by line', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/system/prices', headers: bearer(operatorKey) })
    ).json<unknown[]>();
    const csv = [
      header,
      'London5,Mar-27,,500,,,,USD,,2026-11-20T16:00:00Z',
      'NewYork11,Aug-27,,15.4,,,,USD,,2026-11-20T16:00:00Z',
      'CashMarketPrice,CMPFY,Region9,630,,,,EUR,,2026-11-20T16:00:00Z',
      'BrazilSRP,Jan-27,,330,,,95,XXX,,2026-11-20T16:00:00Z',
    ].join('\n');
    const response = await importFile('prices', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: [
        {
          line: 3,
          field: 'periodId',
          message: expect.stringContaining('Aug-27 is not a delivery month of NewYork11'),
        },
        { line: 4, field: 'regionId' },
        { line: 5, field: 'currencyCode' },
      ],
    });
    expect(response.json().message).toMatch(/^Nothing was imported: 3 error\(s\): line 3, periodId/);
    const schemaErrors = await importFile(
      'prices',
      `${header}\nLondon5,Mar-27,,500,510,,,USD,,2026-11-20T16:00:00Z\nLondon5,May-27,,abc,,,,USD,,yesterday`,
    );
    expect(
      schemaErrors.json().errors.map((error: { line: number; field: string }) => [error.line, error.field]),
    ).toEqual(
      expect.arrayContaining([
        [2, 'price'],
        [3, 'price'],
        [3, 'lastUpdated'],
      ]),
    );
    const json = await importFile('prices', '[{"contractId":"London5"', 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('invalid JSON'),
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/system/prices', headers: bearer(operatorKey) })
    ).json<unknown[]>();
    expect(after).toHaveLength(before.length);
    await at('2026-11-20T10:00:00Z');
    expect(byId(await periods('London5'), 'Mar-27')?.demo).toBe(true);
  });

  it('publish a new snapshot that becomes current, names its analyst, and keeps history', async () => {
    await at('2026-11-20T16:30:00Z');
    const etag = (await get('/api/v1/contract/periods/London5')).headers.etag;
    const csv = `${header}\nLondon5,Mar-27,,501.5,499,503,,USD,,2026-11-20T16:00:00Z\nNewYork11,Mar-27,,15.61,,,,USD,,2026-11-20T16:00:00Z`;
    const response = await importFile(
      'prices',
      csv,
      'text/csv',
      '?publisher=Jane%20Analyst&source=ICE%20settlement',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, rows: 2, message: 'Imported 2 price row(s)' });

    const changed = await get('/api/v1/contract/periods/London5', { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    const list = changed.json<PeriodJson[]>();
    expect(byId(list, 'Mar-27')).toMatchObject({
      price: 501.5,
      lowPrice: 499,
      highPrice: 503,
      demo: false,
      publisher: 'Jane Analyst',
      source: 'ICE settlement',
      lastUpdated: Date.parse('2026-11-20T16:00:00Z'),
    });
    expect(byId(list, 'May-27')).toMatchObject({ demo: true, publisher: 'PSC demo analyst' });

    await at('2026-11-21T09:00:00Z');
    const json = JSON.stringify([
      {
        contractId: 'London5',
        periodId: 'Mar-27',
        price: 502.25,
        currencyCode: 'USD',
        lastUpdated: Date.parse('2026-11-21T08:00:00Z'),
      },
    ]);
    expect(
      (await importFile('prices', json, 'application/json', '?publisher=Joe%20Analyst')).statusCode,
    ).toBe(200);
    expect(byId(await periods('London5'), 'Mar-27')).toMatchObject({
      price: 502.25,
      lowPrice: 502.25,
      publisher: 'Joe Analyst',
    });
    const whitePremium = (await get('/api/v1/contract/periods/WhitePremium'))
      .json<Record<string, unknown>[]>()
      .find((row) => row.baseId === 'Mar-27');
    expect(whitePremium).toMatchObject({
      baseContractPrice: 502.25,
      rawContractPrice: 15.61,
      demo: false,
      publisher: 'Joe Analyst',
    });
    expect(whitePremium?.price).toBeCloseTo(502.25 - 15.61 * 22.046, 9);

    const history = (
      await t.app.inject({ method: 'GET', url: '/system/prices', headers: bearer(operatorKey) })
    ).json<{ publisher: string; rows: number; isDemo: boolean }[]>();
    expect(
      history.slice(0, 3).map((publication) => [publication.publisher, publication.rows, publication.isDemo]),
    ).toEqual([
      ['Joe Analyst', 1, false],
      ['Jane Analyst', 2, false],
      ['PSC demo analyst', expect.any(Number), true],
    ]);
    const stored = await t.deps.database.db.query.priceRows.findMany({
      where: (table, { and, eq }) => and(eq(table.contractId, 'London5'), eq(table.periodId, 'Mar-27')),
    });
    expect(stored.map((row) => row.price).sort()).toEqual([452.3, 501.5, 502.25].sort());
  });

  it('publish FX rates with history, refusing unknown currencies and a USD rate other than 1', async () => {
    const bad = await importFile(
      'fx',
      'currencyCode,unitsPerUsd,timestamp\nEUR,0.93,2026-11-20T16:00:00Z\nXXX,2,2026-11-20T16:00:00Z\nUSD,1.1,2026-11-20T16:00:00Z',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { line: number }) => error.line)).toEqual([3, 4]);
    const good = await importFile(
      'fx',
      JSON.stringify([{ currencyCode: 'EUR', unitsPerUsd: 0.93, timestamp: '2026-11-20T16:00:00Z' }]),
      'application/json',
    );
    expect(good.json()).toMatchObject({ success: true, rows: 1 });
    const history = (
      await t.app.inject({ method: 'GET', url: '/system/fx', headers: bearer(operatorKey) })
    ).json<{ rows: number; isDemo: boolean }[]>();
    expect(history.map((publication) => publication.isDemo)).toEqual([false, true]);
    const current = await t.deps.currentMarketData.get();
    expect(current.fxRates.find((rate) => rate.currencyCode === 'EUR')).toMatchObject({
      unitsPerUsd: 0.93,
      isDemo: false,
    });
    expect(current.fxRates.find((rate) => rate.currencyCode === 'GBP')).toMatchObject({
      unitsPerUsd: 0.79,
      isDemo: true,
    });
  });
});

describe('OpenAPI', () => {
  it('documents the market-data and operator import paths', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const path of [
      '/api/v1/contract/periods/{contractId}',
      '/api/v1/destination/global/regions/{region}/countries',
      '/api/v1/currencies/',
    ]) {
      expect(document.paths[path]?.get).toBeDefined();
    }
    expect(document.paths['/system/prices']?.post).toBeDefined();
    expect(document.paths['/system/fx']?.post).toBeDefined();
  });
});

describe('demo market data', () => {
  it('is published on first start, again when periods roll past it, and never once real prices exist', async () => {
    const fresh = await createTestApp();
    try {
      fresh.clock.set(new Date('2026-11-20T10:00:00Z'));
      expect(await seedDemoMarketData(fresh.deps)).toEqual({ prices: true, fx: true });
      expect(await seedDemoMarketData(fresh.deps)).toEqual({ prices: false, fx: false });
      fresh.clock.set(new Date('2027-06-20T10:00:00Z'));
      expect(await seedDemoMarketData(fresh.deps)).toEqual({ prices: true, fx: false });
      const rows = await fresh.deps.database.db.query.pricePublications.findMany();
      expect(rows.map((row) => row.isDemo)).toEqual([true, true]);
    } finally {
      await fresh.close();
    }
    await at('2027-06-20T10:00:00Z');
    expect(await seedDemoMarketData(t.deps)).toEqual({ prices: false, fx: false });
  });
});

describe('reference data', () => {
  it('stops the start with the file and field when a file is invalid', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'psc-reference-'));
    const source = new URL('../../../../../reference-data/', import.meta.url).pathname;
    for (const file of readdirSync(source)) copyFileSync(join(source, file), join(directory, file));
    writeFileSync(
      join(directory, 'regions.json'),
      JSON.stringify({ source: 'x', regions: [{ id: 'Antarctic', name: 'Antarctic' }] }),
    );
    await expect(createTestApp({ REFERENCE_DATA_DIR: directory })).rejects.toThrow(
      /regions\.json: regions\.0\.id/,
    );
  });
});

describe('the market data contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, marketDataEndpoints);
  });
});
