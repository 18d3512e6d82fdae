import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaidAccount, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { as, newYorkDestination, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { seedDemoMarketData } from './seed-demo-market-data.ts';

// docs/decisions/0022: GET /currencies/ offers exactly the currencies calculator and destination writes accept.
const operatorKey = 'operator-key-for-priceable-currency-tests-0123';
const demoFxCodes = (
  JSON.parse(
    readFileSync(new URL('../../../../../reference-data/demo-fx.json', import.meta.url), 'utf8'),
  ) as {
    rates: { currencyCode: string }[];
  }
).rates.map((rate) => rate.currencyCode);
const isoCodes = (
  JSON.parse(
    readFileSync(new URL('../../../../../reference-data/currencies.json', import.meta.url), 'utf8'),
  ) as {
    currencies: { code: string }[];
  }
).currencies.map((currency) => currency.code);

let t: TestApp;
let owner: Caller;

type Currency = { id: string; symbol: string; name: string };
const codes = async () =>
  (await owner.get('/api/v1/currencies/')).json<Currency[]>().map((currency) => currency.id);
const publishFxThroughOperator = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/system/fx',
    headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'text/csv' },
    payload: csv,
  });
const createDestination = (currencyCode: string) =>
  owner.post('/api/v1/destination/userdefined', {
    ...newYorkDestination,
    name: `In ${currencyCode}`,
    currencyCode,
  });

let token: string;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  const desk = await createPaidAccount(t);
  token = desk.admin.accessToken;
  owner = as(t.app, token);
});
afterAll(() => t.close());

const getCurrencies = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/currencies/',
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('priceable currencies (decision 0022)', () => {
  it('before any FX publication lists USD alone, and a destination in another currency is refused clearly', async () => {
    expect((await getCurrencies()).json()).toEqual([{ id: 'USD', symbol: '$', name: 'US Dollar' }]);
    expect((await createDestination('USD')).statusCode).toBe(200);
    const refused = await createDestination('EUR');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: 'No FX rate is published for EUR; choose another currency',
      field: 'currencyCode',
    });
  });

  it('lists USD and the currencies of the current FX publication, sorted by name, and nothing else', async () => {
    await seedDemoMarketData(t.deps);
    const listed = (await getCurrencies()).json<Currency[]>();
    expect(listed.map((currency) => currency.id).sort()).toEqual(['USD', ...demoFxCodes].sort());
    const names = listed.map((currency) => currency.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('en').compare(a, b)));
    expect(listed.find((currency) => currency.id === 'EUR')).toEqual({
      id: 'EUR',
      symbol: '€',
      name: 'Euro',
    });
  });

  it('offers exactly what a destination write accepts, for every ISO currency', async () => {
    const listed = new Set(await codes());
    const refusedListed: string[] = [];
    const acceptedUnlisted: string[] = [];
    for (const code of isoCodes) {
      const response = await createDestination(code);
      if (listed.has(code) && response.statusCode !== 200) refusedListed.push(`${code}: ${response.body}`);
      if (!listed.has(code)) {
        if (response.statusCode === 200) acceptedUnlisted.push(code);
        else
          expect(response.json().message).toBe(
            `No FX rate is published for ${code}; choose another currency`,
          );
      }
    }
    expect(refusedListed).toEqual([]);
    expect(acceptedUnlisted).toEqual([]);
  });

  it('a newly published FX rate makes its currency appear at the next read, with a new ETag, and calculators accept it', async () => {
    const destinationId = (await createDestination('USD')).json().id as string;
    expect(isoCodes).toContain('NZD');
    expect(await codes()).not.toContain('NZD');

    const refusedCreation = await owner.post('/api/v1/calculator', {
      ...santosToNewYork(destinationId),
      currencyCode: 'NZD',
    });
    expect(refusedCreation.statusCode).toBe(400);
    expect(refusedCreation.json().message).toBe('No FX rate is published for NZD; choose another currency');
    const calculatorId = (await owner.post('/api/v1/calculator', santosToNewYork(destinationId))).json()
      .id as string;
    const refusedAmendment = await owner.put(`/api/v1/calculator/${calculatorId}/currencyCode?value=NZD`);
    expect(refusedAmendment.statusCode).toBe(400);
    expect(refusedAmendment.json().message).toBe('No FX rate is published for NZD; choose another currency');

    const before = await getCurrencies();
    const etag = String(before.headers.etag);
    expect((await getCurrencies({ 'if-none-match': etag })).statusCode).toBe(304);

    t.clock.advance(60_000);
    const published = await publishFxThroughOperator(
      `currencyCode,unitsPerUsd,timestamp\nNZD,1.68,${t.clock.now().getTime()}`,
    );
    expect(published.statusCode, published.body).toBe(200);

    const after = await getCurrencies({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<Currency[]>()).toContainEqual({ id: 'NZD', symbol: '$', name: 'New Zealand Dollar' });
    expect((await getCurrencies({ 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);

    const amended = await owner.put(`/api/v1/calculator/${calculatorId}/currencyCode?value=NZD`);
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({ currencyCode: 'NZD' });
    expect((await createDestination('NZD')).statusCode).toBe(200);
  });

  it('a publication that changes rates but not the set of currencies keeps the list and its ETag', async () => {
    const before = await getCurrencies();
    t.clock.advance(60_000);
    expect(
      (
        await publishFxThroughOperator(
          `currencyCode,unitsPerUsd,timestamp\nEUR,0.95,${t.clock.now().getTime()}`,
        )
      ).statusCode,
    ).toBe(200);
    expect((await getCurrencies({ 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);
  });
});
