import type { FastifyInstance } from 'fastify';
import { seedDemoMarketData } from '../src/modules/market-data/seed-demo-market-data.ts';
import { bearer, createPaidAccount, createTestApp, type TestApp } from './test-app.ts';

/** Helpers shared by the calculators and destinations suites: calls as a given bearer, and known publications. */
export const as = (app: FastifyInstance, token: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  put: (url: string, payload?: object) =>
    app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  delete: (url: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});
export type Caller = ReturnType<typeof as>;

/** Publishes one price row (a new publication, as an analyst would) and returns when it is current. */
export const publishPrice = async (
  t: TestApp,
  row: {
    contractId: string;
    periodId: string;
    price: number;
    lowPrice?: number;
    highPrice?: number;
    currencyCode?: string;
    unit?: 'perTonne' | 'centsPerPound';
    premiumCost?: number | null;
    regionId?: string;
  },
) => {
  const now = t.clock.now();
  await t.deps.marketDataRepository.insertPricePublication(
    { publishedAt: now, source: 'test analyst board', publisher: 'Test analyst', isDemo: false },
    [
      {
        contractId: row.contractId,
        periodId: row.periodId,
        regionId: row.regionId ?? '',
        price: row.price,
        lowPrice: row.lowPrice ?? row.price,
        highPrice: row.highPrice ?? row.price,
        premiumCost: row.premiumCost ?? null,
        currencyCode: row.currencyCode ?? 'USD',
        unit: row.unit ?? (row.contractId === 'NewYork11' ? 'centsPerPound' : 'perTonne'),
        lastUpdated: now,
      },
    ],
  );
  // Written behind the app's back, as the import command would: wait until its read caches have heard of it.
  await t.settleChanges();
};

export const publishFx = async (t: TestApp, rates: Record<string, number>) => {
  const now = t.clock.now();
  await t.deps.marketDataRepository.insertFxPublication(
    { publishedAt: now, source: 'test FX board', publisher: 'Test analyst', isDemo: false },
    Object.entries(rates).map(([currencyCode, unitsPerUsd]) => ({
      currencyCode,
      unitsPerUsd,
      rateTimestamp: now,
    })),
  );
  await t.settleChanges();
};

export const newYorkDestination = {
  name: 'NY refinery',
  region: 'North America',
  country: '840',
  arrivalPortId: 'USNYC',
  currencyCode: 'USD',
  perTonLandFreightCostAsString: '12.50',
  destinationCostAsString: '27.60',
};

export const santosToNewYork = (destinationId: string, periodId = 'Mar-27') => ({
  name: 'Santos to NY',
  contractId: 'NewYork11',
  periodId,
  originRegionId: 'South America',
  originCMPRegionId: null,
  originCountryId: '076',
  originPortId: 'BRSSZ',
  destinationId,
  currencyCode: 'USD',
  // These suites price the container case; bulk (the raw-sugar default) has its own (docs/decisions/0033).
  freightMode: 'container',
});

/** A fixed day on which New York #11 Mar-27 trades, with the demo prices and FX published for it. */
export const onPricingDay = async (t: TestApp) => {
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  await seedDemoMarketData(t.deps);
};

/**
 * What the calculator suites start from: the app on 2026-11-20 with the demo market data and New York #11 Mar-27 at
 * 20.00 c/lb (19.50–20.50), a paid account whose default admin is `owner`, and the owner's New York destination.
 */
export const openCalculatorDesk = async (environment: Record<string, string> = {}) => {
  const t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
    ...environment,
  });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  await seedDemoMarketData(t.deps);
  await publishPrice(t, {
    contractId: 'NewYork11',
    periodId: 'Mar-27',
    price: 20,
    lowPrice: 19.5,
    highPrice: 20.5,
  });
  const desk = await createPaidAccount(t);
  const owner = as(t.app, desk.admin.accessToken);
  const destination = await owner.post('/api/v1/destination/userdefined', newYorkDestination);
  if (destination.statusCode !== 200)
    throw new Error(`destination: ${destination.statusCode} ${destination.body}`);
  return { t, desk, owner, destinationId: destination.json<{ id: string }>().id };
};
