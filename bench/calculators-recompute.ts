// Recomputes 100,000 stored calculators after a price publication, on PostgreSQL (target ≤ 10 s): the set-based job
// of docs/decisions/0012 (keyset pages, one UPDATE … FROM unnest per page, shared resolutions).
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=@psc/source bench/calculators-recompute.ts [count=100000]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDeps } from '../packages/server/src/deps.ts';
import { runMigrations } from '../packages/server/src/db/migrate.ts';
import { accounts, calculators, persons, userDestinations } from '../packages/server/src/db/schema.ts';
import { seedReferenceData } from '../packages/server/src/seed.ts';
import { seedDemoMarketData } from '../packages/server/src/modules/market-data/seed-demo-market-data.ts';
import { periodsOfContract } from '../packages/core/src/market-data/contract-periods-on.ts';
import { todayOf } from '../packages/server/src/modules/market-data/market-calendar.ts';
import { recomputeCalculatorPrices } from '../packages/server/src/modules/calculators/recompute-calculator-prices.ts';

const count = Number(process.argv[2] ?? 100_000);
const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is required');
const databaseName = `psc_bench_recompute_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${databaseName}"`);
const url = new URL(baseUrl);
url.pathname = `/${databaseName}`;

const config = loadConfig({
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  CAPTCHA_REQUIRED: 'false',
});
const deps = await createDeps(config, pino({ level: 'silent' }));
try {
  await runMigrations(deps.database);
  await seedReferenceData(deps);
  await seedDemoMarketData(deps);
  const db = deps.database.db;

  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench Desk', currentPlanId: 3, status: 2, freePlanDurationMs: 0 })
    .returning({ id: accounts.id });
  const accountId = account?.id ?? '';
  const people = await db
    .insert(persons)
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        accountId,
        email: `bench-${index}-${databaseName}@bench.example`,
        firstname: 'Bench',
        lastname: String(index),
        passwordHash: 'x',
        permissions: 'U',
      })),
    )
    .returning({ id: persons.id });
  const ownDestinations = await db
    .insert(userDestinations)
    .values(
      people.slice(0, 10).map((person, index) => ({
        accountId,
        personId: person.id,
        name: `Plant ${index}`,
        region: 'North America',
        countryId: '840',
        arrivalPortId: index % 2 === 0 ? 'USNYC' : '',
        currencyCode: 'USD',
        perTonLandFreightCost: 10 + index,
        destinationCost: index % 3 === 0 ? null : 25 + index,
      })),
    )
    .returning({ id: userDestinations.id, personId: userDestinations.personId });

  const today = todayOf(deps.clock);
  const market = await deps.currentMarketData.get();
  const live = (contractId: 'NewYork11' | 'London5') =>
    periodsOfContract(deps.referenceData, contractId, today, market.prices).filter(
      (period) => !period.concluded && period.price !== null,
    );
  const periods = { NewYork11: live('NewYork11'), London5: live('London5') };
  const origins = ['BRSSZ', 'BRPNG', 'BRMCZ', 'BRREC', 'COCTG', 'GTPRQ'];
  const globalDestinations = deps.referenceData.ports
    .filter((port) => port.isDestination)
    .map((port) => port.id);
  const currencies = ['USD', 'EUR', 'GBP', 'INR', 'AED'];

  const started = performance.now();
  for (let offset = 0; offset < count; offset += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, count - offset) }, (_, slot) => {
      const index = offset + slot;
      const contractId = index % 3 === 0 ? 'London5' : 'NewYork11';
      const contractPeriods = periods[contractId];
      const own = index % 4 === 0 ? ownDestinations[index % ownDestinations.length] : undefined;
      const person = own ? own.personId : (people[index % people.length]?.id ?? '');
      const origin = origins[index % origins.length] ?? 'BRSSZ';
      return {
        accountId,
        personId: person,
        name: `Bench ${index}`,
        contractId,
        periodId: contractPeriods[index % contractPeriods.length]?.id ?? '',
        originRegionId:
          origin.startsWith('BR') || origin.startsWith('CO') ? 'South America' : 'North America',
        originCountryId: deps.referenceData.ports.find((port) => port.id === origin)?.countryId ?? null,
        originPortId: origin,
        userDestinationId: own?.id ?? null,
        globalDestinationId: own ? null : (globalDestinations[index % globalDestinations.length] ?? 'USNYC'),
        currencyCode: currencies[index % currencies.length] ?? 'USD',
        tons: (index % 97) * 250,
        activeInsurance: index % 10 !== 0,
        customSeaFreight: index % 7 === 0,
        customSeaFreightCost: index % 7 === 0 ? 40 + (index % 30) : null,
      };
    });
    await db.insert(calculators).values(rows);
  }
  const insertSeconds = (performance.now() - started) / 1000;

  // Every calculator priced once with the demo prices (what a running server keeps), then a new publication.
  await recomputeCalculatorPrices(deps, { owner: null, onlyStale: false });
  const demoRows = [...market.prices.rows.values()].filter(
    (row) => row.contractId === 'NewYork11' || row.contractId === 'London5',
  );
  await deps.marketDataRepository.insertPricePublication(
    { publishedAt: new Date(), source: 'bench publication', publisher: 'Bench analyst', isDemo: false },
    demoRows.map((row) => ({
      ...row,
      regionId: row.regionId ?? '',
      price: row.price * 1.01,
      lowPrice: row.lowPrice * 1.01,
      highPrice: row.highPrice * 1.01,
      lastUpdated: new Date(),
    })),
  );

  const jobStarted = performance.now();
  const result = await recomputeCalculatorPrices(deps, { owner: null, onlyStale: true });
  const jobSeconds = (performance.now() - jobStarted) / 1000;
  const stale = await recomputeCalculatorPrices(deps, { owner: null, onlyStale: true });
  const errors = await db.$count(calculators, undefined);

  console.log(
    JSON.stringify(
      {
        database: 'PostgreSQL',
        loadAverage1m: Number(loadavg()[0].toFixed(2)),
        calculators: count,
        insertSeconds: Number(insertSeconds.toFixed(2)),
        recomputed: result.recomputed,
        recomputeSeconds: Number(jobSeconds.toFixed(2)),
        calculatorsPerSecond: Math.round(result.recomputed / jobSeconds),
        secondPassRecomputed: stale.recomputed,
        rowsInTable: errors,
        targetSeconds: 10,
        met: jobSeconds <= 10 && result.recomputed === count,
      },
      null,
      2,
    ),
  );
} finally {
  await deps.close();
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin.end();
}
