// Server time of a calculator's DDP history (docs/decisions/0046) over the most points it returns (120
// publications), in-process, on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL). Median of 5 runs.
// Run: npx tsx --conditions=@psc/source bench/calculator-history.ts [publications=120]
import { randomUUID } from 'node:crypto';
import { openBenchDeps } from './support/bench-deps.ts';
import { accounts, calculators, persons } from '../packages/server/src/db/schema.ts';
import { periodsOfContract } from '../packages/core/src/market-data/contract-periods-on.ts';
import { todayOf } from '../packages/server/src/modules/market-data/market-calendar.ts';
import { calculatorHistory } from '../packages/server/src/modules/calculators/calculator-history.ts';

const publications = Number(process.argv[2] ?? 120);
const { deps, engine, close } = await openBenchDeps('history');
try {
  const db = deps.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench Desk', currentPlanId: 3, status: 2, freePlanDurationMs: 0 })
    .returning();
  const [person] = await db
    .insert(persons)
    .values({
      accountId: account?.id ?? '',
      email: 'history@bench.example',
      firstname: 'Bench',
      lastname: 'History',
      passwordHash: 'x',
      permissions: 'U',
    })
    .returning();
  const market = await deps.currentMarketData.get();
  const period = periodsOfContract(deps.referenceData, 'NewYork11', todayOf(deps.clock), market.prices).find(
    (candidate) => !candidate.concluded && candidate.price !== null,
  );
  const [calculator] = await db
    .insert(calculators)
    .values({
      accountId: account?.id ?? '',
      personId: person?.id ?? '',
      name: 'History bench',
      contractId: 'NewYork11',
      periodId: period?.id ?? '',
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      globalDestinationId: 'USNYC',
      currencyCode: 'EUR',
      tons: 25_000,
    })
    .returning();
  // One publication an hour, back from now: 120 land inside the default 90-day range.
  const now = Date.now();
  for (let index = publications; index >= 1; index -= 1) {
    const at = new Date(now - index * 3_600_000);
    await deps.marketDataRepository.insertPricePublication(
      { publishedAt: at, source: 'bench', publisher: 'Bench', isDemo: false },
      [
        {
          contractId: 'NewYork11',
          periodId: period?.id ?? '',
          regionId: '',
          price: 18 + (index % 17) / 10,
          lowPrice: 18,
          highPrice: 20,
          premiumCost: null,
          currencyCode: 'USD',
          unit: 'centsPerPound',
          lastUpdated: at,
        },
      ],
    );
  }
  const principal = {
    personId: person?.id ?? '',
    accountId: account?.id ?? '',
    familyId: randomUUID(),
    scopes: null,
    twoFactorSetupRequired: false,
    email: person?.email ?? '',
    permissions: 'U',
    isDefaultAdmin: false,
    accountStatus: 2,
    accountCreatedAt: new Date(),
    freePlanDurationMs: 0,
  };
  const runs: number[] = [];
  let points = 0;
  for (let run = 0; run < 6; run += 1) {
    const started = performance.now();
    const history = await calculatorHistory(deps, principal, calculator?.id ?? '', {});
    const elapsed = performance.now() - started;
    points = history.points.length;
    if (run > 0) runs.push(elapsed); // the first run warms the caches and the JIT
  }
  runs.sort((a, b) => a - b);
  console.log(
    `calculator history, ${engine}: ${points} points, median ${runs[2]?.toFixed(0)} ms (runs ${runs.map((run) => run.toFixed(0)).join(', ')} ms)`,
  );
} finally {
  await close();
}
