import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { buildApp } from './app.ts';
import { runMigrations } from './db/migrate.ts';
import { demoSignIns, seedDemoData, seedDemoNews, seedReferenceData } from './seed.ts';
import { purgeClosedAccounts } from './modules/accounts/purge-closed-accounts.ts';
import { purgeEndedSessions } from './modules/auth/purge-ended-sessions.ts';
import { startMailDelivery } from './modules/mail/mail-delivery-loop.ts';
import { seedDemoMarketData } from './modules/market-data/seed-demo-market-data.ts';
import { startCalculatorRepricing } from './modules/calculators/calculator-repricing-loop.ts';
import { evaluateAlerts } from './modules/alerts/evaluate-alerts.ts';
import { ReferenceDataError } from './adapters/reference-data-files.ts';
import { reconcilePayments } from './modules/billing/subscriptions/reconcile-payments.ts';
import { runBillingCycle } from './modules/billing/subscriptions/run-billing-cycle.ts';
import { checkDataFolder, explainStartUpFailure } from './process/start-up-failure.ts';
import { createJobRegistry } from './shared/job-registry.ts';

const startedAt = performance.now();

const loadConfigOrExit = () => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
};

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel });

/** A mistake in the environment ends the start with one line naming the setting and the fix, and exit code 1. */
const exitExplained = (error: unknown): never => {
  const explained = explainStartUpFailure(error, config);
  if (explained === null) throw error;
  process.stderr.write(`${explained}\n`);
  process.exit(1);
};

const unwritable = checkDataFolder(config);
if (unwritable !== null) {
  process.stderr.write(`${unwritable}\n`);
  process.exit(1);
}
const createDepsOrExit = async () => {
  try {
    return await createDeps(config, logger);
  } catch (error) {
    if (error instanceof ReferenceDataError) {
      process.stderr.write(`${error.message}\n(reading ${config.referenceDataDir})\n`);
      process.exit(1);
    }
    return exitExplained(error);
  }
};
const deps = await createDepsOrExit();
await runMigrations(deps.database).catch(exitExplained);
if (config.redisUrl) {
  // Without Redis, sign-in and registration answer 503 (decision 0024): say so loudly at start, but serve the rest.
  await deps.rateLimiter
    .check()
    .catch(() =>
      logger.warn(
        `Redis at REDIS_URL is unreachable: sign-in and registration will answer 503 until it is back (start Redis, or unset REDIS_URL to count attempts in memory on a single instance).`,
      ),
    );
}
await seedReferenceData(deps);
const seeded = config.seedDemoData ? await seedDemoData(deps) : false;
if (config.seedDemoData) {
  const published = await seedDemoMarketData(deps);
  if (published.prices || published.fx)
    logger.info(published, 'demo market data published (flagged as demo)');
  await seedDemoNews(deps);
}
const app = await buildApp(deps, { isDraining: () => closing });
const jobs = createJobRegistry(logger);
jobs.worker('mail delivery', () => {
  const delivery = startMailDelivery(deps);
  deps.mailSignal.subscribe(delivery.wake);
  return delivery;
});
// Stored calculator prices follow every price or FX publication, set-based (docs/decisions/0018); the alerts are
// evaluated against them right after, set-based too (docs/decisions/0048).
jobs.worker('calculator repricing', () =>
  startCalculatorRepricing(deps, { afterRepricing: () => evaluateAlerts(deps) }),
);
// Closed accounts are removed once their retention period has passed (docs/decisions/0010-billing-information-and-closing-an-account.md).
// Sessions and tokens that can never be used again go too (docs/decisions/0039).
await jobs.every('purging closed accounts', 3_600_000, () => purgeClosedAccounts(deps));
await jobs.every('purging ended sessions', 3_600_000, () => purgeEndedSessions(deps));
// Payments: reconcile with the provider at start (a crash may have left a paid purchase unapplied), then periodically.
await jobs.every(
  'billing job',
  config.billing.jobIntervalMs,
  async () => {
    const reconciled = await reconcilePayments(deps);
    const cycle = await runBillingCycle(deps);
    if (reconciled.eventsApplied + reconciled.purchasesSettled + cycle.locked + cycle.ended > 0)
      logger.info({ ...reconciled, ...cycle }, 'billing job');
  },
  { awaitFirstRun: true },
);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  jobs.stopSchedules();
  // close() drops the connections idle when it starts; a keep-alive connection whose last request ends later would
  // hold the process until the force-exit timer (exit 1, a failed deploy). Drop each one as soon as it goes idle.
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
  idleCloser.unref();
  await app.close();
  clearInterval(idleCloser);
  await jobs.stop();
  await deps.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host }).catch(exitExplained);
const url = `http://localhost:${new URL(address).port}`;
logger.info(
  { address, startupMs: Math.round(performance.now() - startedAt), database: deps.database.engine },
  'PSC is listening',
);

if (config.seedDemoData) {
  const lines = demoSignIns.map(
    (signIn) =>
      `  ${signIn.email.padEnd(28)} ${signIn.password.padEnd(18)} ${signIn.role}, ${signIn.account}`,
  );
  process.stdout.write(
    `\nPSC is running on ${url} (API docs: ${url}/api/docs)${seeded ? ' — demo data created' : ''}\nDemo sign-ins:\n${lines.join('\n')}\n\n`,
  );
}
