// Publication → every calculator repriced (issue 47 item 3; targets ≤ 10 s at 100,000 and ≤ 60 s at 1,000,000), on
// PostgreSQL, through the server's own background jobs: `startBackgroundJobs` as main.ts runs it, whose watcher
// sees a new publication within 5 s and triggers the pg-boss 'calculator-repricing' job (the set-based pass of
// decision 0018, then the alerts, none here). Each run publishes new futures prices with the import's
// `publishPriceRows` and waits until a run of that job that started after the publication has left no calculator
// priced from an older version. The calculators are seeded in SQL (bench/support/seed-calculators-sql.ts) and
// priced once by the job's start-up pass before the first run, as on a server that has been up.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=@psc/source bench/calculators-recompute.ts [count=100000] [runs=5]
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { marketVersionKey } from '../packages/core/src/market-data/market-data-version.ts';
import { startBackgroundJobs } from '../packages/server/src/process/background-jobs.ts';
import { publishPriceRows } from '../packages/server/src/modules/market-data/import-prices.ts';
import { openBenchDeps } from './support/bench-deps.ts';
import { seedBenchCalculators } from './support/seed-calculators-sql.ts';

const count = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 5);
if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is required');
const target = count > 100_000 ? 60 : 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { deps, close } = await openBenchDeps('recompute');
try {
  const db = deps.database.db;
  const stale = async () => {
    const key = marketVersionKey((await deps.currentMarketData.get()).version);
    const [row] = (
      await db.execute<{ stale: string }>(
        sql`select count(*) as stale from calculators where priced_version is distinct from ${key}`,
      )
    ).rows;
    return Number(row?.stale ?? NaN);
  };
  /** The first run of the repricing job started at `since` or later after which nothing is stale. */
  const repricedAfter = async (since: number) => {
    const checked = new Set<string>();
    for (;;) {
      const { rows } = await db.execute<{
        id: string;
        state: string;
        started: number;
        completed: number;
      }>(sql`
        select id, state, extract(epoch from started_on) * 1000 as started,
          extract(epoch from completed_on) * 1000 as completed
        from pgboss.job where name = 'calculator-repricing' and state in ('completed', 'failed', 'retry')
          and started_on >= to_timestamp(${since / 1000}) order by completed_on`);
      for (const job of rows) {
        if (checked.has(job.id)) continue;
        checked.add(job.id);
        if (job.state !== 'completed') throw new Error(`the repricing job ${job.id} ended ${job.state}`);
        if ((await stale()) === 0) return { started: Number(job.started), completed: Number(job.completed) };
      }
      await sleep(250);
    }
  };

  const seedStarted = performance.now();
  await seedBenchCalculators(deps, count, 'recompute');
  const seedSeconds = seconds(performance.now() - seedStarted);

  const jobsStarted = Date.now();
  await startBackgroundJobs(deps);
  const primed = await repricedAfter(jobsStarted);
  const primeSeconds = seconds(primed.completed - primed.started);

  const demoRows = [...(await deps.currentMarketData.get()).prices.rows.values()].filter(
    (row) => row.contractId === 'NewYork11' || row.contractId === 'London5',
  );
  const measured: { endToEnd: number; seen: number; job: number; nodeCpu: number; load: number }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const factor = 1 + run / 100;
    const publishedAt = Date.now();
    // This process's CPU from the publication to the job's end: the job's Node work (and this loop's few reads),
    // a figure the machine's load does not inflate as it does the elapsed time.
    const cpuBefore = process.cpuUsage();
    await publishPriceRows(
      deps,
      demoRows.map((row) => ({
        ...row,
        price: row.price * factor,
        lowPrice: row.lowPrice * factor,
        highPrice: row.highPrice * factor,
        lastUpdated: publishedAt,
      })),
      { source: `bench publication ${run}`, publisher: 'Bench analyst' },
    );
    const job = await repricedAfter(publishedAt);
    const cpu = process.cpuUsage(cpuBefore);
    measured.push({
      endToEnd: seconds(job.completed - publishedAt),
      seen: seconds(job.started - publishedAt),
      job: seconds(job.completed - job.started),
      nodeCpu: seconds((cpu.user + cpu.system) / 1000),
      load: Number(loadavg()[0].toFixed(1)),
    });
    console.error(`run ${run}: ${JSON.stringify(measured.at(-1))}`);
  }
  const endToEnd = median(measured.map((run) => run.endToEnd));
  console.log(
    JSON.stringify(
      {
        database: 'PostgreSQL',
        calculators: count,
        seedSeconds,
        primeSeconds,
        runs: measured,
        medianEndToEndSeconds: endToEnd,
        medianJobSeconds: median(measured.map((run) => run.job)),
        medianNodeCpuSeconds: median(measured.map((run) => run.nodeCpu)),
        calculatorsPerSecond: Math.round(count / median(measured.map((run) => run.job))),
        targetSeconds: target,
        met: endToEnd <= target,
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
