// Evaluation of 100,000 stored alerts after a publication (issue 16 item 4, decision 0048), in-process on PostgreSQL
// (BENCH_DATABASE_URL, a server to create a scratch database on) or PGlite: 20,000 calculators of 200 users,
// 80,000 DDP alerts, 10,000 spread alerts and 10,000 board-price alerts. Each run publishes a New York #11 price,
// prices the calculators again (the repricing job, reported apart) and times `evaluateAlerts`. Median of 5.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=@psc/source bench/alerts-evaluation.ts
import { openBenchDeps } from './support/bench-deps.ts';
import { accounts, alerts, calculators, persons } from '../packages/server/src/db/schema.ts';
import { periodsOfContract } from '../packages/core/src/market-data/contract-periods-on.ts';
import { todayOf } from '../packages/server/src/modules/market-data/market-calendar.ts';
import { recomputeCalculatorPrices } from '../packages/server/src/modules/calculators/recompute-calculator-prices.ts';
import { evaluateAlerts } from '../packages/server/src/modules/alerts/evaluate-alerts.ts';

const { deps, engine, close } = await openBenchDeps('alerts');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
try {
  const db = deps.database.db;
  const market = await deps.currentMarketData.get();
  const periodIds = periodsOfContract(deps.referenceData, 'NewYork11', todayOf(deps.clock), market.prices)
    .filter((period) => !period.concluded && period.price !== null)
    .map((period) => period.id);
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench Desk', currentPlanId: 3, status: 2, freePlanDurationMs: 0 })
    .returning();
  const accountId = account?.id ?? '';
  const people = await db
    .insert(persons)
    .values(
      Array.from({ length: 200 }, (_unused, index) => ({
        accountId,
        email: `alerts-${index}@bench.example`,
        firstname: 'Bench',
        lastname: `User ${index}`,
        passwordHash: 'x',
        permissions: 'U',
      })),
    )
    .returning({ id: persons.id });
  const destinations = ['USNYC', 'NLRTM', 'DEHAM', 'SAJED', 'AEJEA', 'DZALG', 'INNSA', 'USMSY'];
  const calculatorIds: { id: string; personId: string }[] = [];
  for (let page = 0; page < 100; page += 1) {
    const rows = await db
      .insert(calculators)
      .values(
        Array.from({ length: 200 }, (_unused, index) => {
          const n = page * 200 + index;
          return {
            accountId,
            personId: people[n % people.length]?.id ?? '',
            name: `Bench ${n}`,
            contractId: 'NewYork11',
            periodId: periodIds[n % periodIds.length] ?? '',
            originRegionId: 'South America',
            originCountryId: '076',
            originPortId: 'BRSSZ',
            globalDestinationId: destinations[n % destinations.length] ?? 'USNYC',
            currencyCode: n % 3 === 0 ? 'EUR' : 'USD',
            tons: 25_000,
          };
        }),
      )
      .returning({ id: calculators.id, personId: calculators.personId });
    calculatorIds.push(...rows);
  }
  await recomputeCalculatorPrices(deps, { owner: null, onlyStale: true });
  const now = new Date();
  const alertRows = Array.from({ length: 100_000 }, (_unused, n) => {
    const calculator = calculatorIds[n % calculatorIds.length]!;
    const base = {
      accountId,
      personId: calculator.personId,
      createdAt: now,
      subject: 'Bench',
      unit: 'USD/t',
    };
    if (n % 10 === 8) {
      const other = calculatorIds[(n + 7) % calculatorIds.length]!;
      return {
        ...base,
        kind: 'spread' as const,
        calculatorId: calculator.id,
        otherCalculatorId: other.id,
        direction: 'above' as const,
        level: (n % 40) - 20,
      };
    }
    if (n % 10 === 9)
      return {
        ...base,
        kind: 'boardPrice' as const,
        contractId: 'NewYork11',
        periodId: periodIds[n % periodIds.length] ?? '',
        regionId: '',
        direction: n % 2 === 0 ? ('above' as const) : ('below' as const),
        level: 17 + (n % 40) / 10,
      };
    return {
      ...base,
      kind: 'calculatorDdp' as const,
      calculatorId: calculator.id,
      direction: n % 2 === 0 ? ('above' as const) : ('below' as const),
      level: 400 + (n % 300),
    };
  });
  for (let start = 0; start < alertRows.length; start += 500)
    await db.insert(alerts).values(alertRows.slice(start, start + 500));
  // The first evaluation sets every alert's state; the measured ones follow publications that move prices.
  await evaluateAlerts(deps);
  const evaluations: number[] = [];
  const repricings: number[] = [];
  let fired = 0;
  for (let run = 0; run < 5; run += 1) {
    const at = new Date();
    await deps.marketDataRepository.insertPricePublication(
      { publishedAt: at, source: 'bench', publisher: 'Bench', isDemo: false },
      periodIds.map((periodId) => ({
        contractId: 'NewYork11',
        periodId,
        regionId: '',
        price: run % 2 === 0 ? 16 : 22,
        lowPrice: 15,
        highPrice: 23,
        premiumCost: null,
        currencyCode: 'USD',
        unit: 'centsPerPound' as const,
        lastUpdated: at,
      })),
    );
    let started = performance.now();
    await recomputeCalculatorPrices(deps, { owner: null, onlyStale: true });
    repricings.push(performance.now() - started);
    started = performance.now();
    fired = await evaluateAlerts(deps);
    evaluations.push(performance.now() - started);
  }
  console.log(
    `alerts evaluation (${engine}): 100,000 alerts, last run fired ${fired}; evaluation median ${median(evaluations).toFixed(0)} ms (${evaluations.map((ms) => ms.toFixed(0)).join(', ')}); repricing 20,000 calculators median ${median(repricings).toFixed(0)} ms`,
  );
} finally {
  await close();
}
