// First: the PostgreSQL driver is instrumented as it loads (telemetry/driver-instrumentations.ts).
import './telemetry/driver-instrumentations.ts';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { buildApp } from './app.ts';
import { runMigrations } from './db/migrate.ts';
import { demoSignIns, seedDemoData, seedDemoNews, seedReferenceData } from './seed.ts';
import { seedDemoMarketData } from './modules/market-data/seed-demo-market-data.ts';
import { ReferenceDataError } from './adapters/reference-data-files.ts';
import { checkDataFolder, explainStartUpFailure } from './process/start-up-failure.ts';
import { startBackgroundJobs } from './process/background-jobs.ts';
import { startTelemetry, TelemetryStartError } from './telemetry/start-telemetry.ts';
import { observeStoredMeasures } from './telemetry/observe-stored-measures.ts';

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

const telemetry = await startTelemetry(config.telemetry).catch((error: unknown) => {
  if (!(error instanceof TelemetryStartError)) throw error;
  process.stderr.write(`${error.message}\n`);
  return process.exit(1);
});

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
observeStoredMeasures(deps);
const app = await buildApp(deps, { isDraining: () => closing });
// Every background job on the job queue (decision 0092): schedules run once across instances, failures retry.
await startBackgroundJobs(deps);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  // close() drops the connections idle when it starts; a keep-alive connection whose last request ends later would
  // hold the process until the force-exit timer (exit 1, a failed deploy). Drop each one as soon as it goes idle.
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
  idleCloser.unref();
  // The job queue takes nothing more from now on; the runs in progress finish while requests drain.
  const jobsStopped = deps.jobQueue.stop(6_000);
  await app.close();
  clearInterval(idleCloser);
  await jobsStopped;
  await deps.close();
  await telemetry.shutdown();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host }).catch(exitExplained);
const url = `http://localhost:${new URL(address).port}`;
logger.info(
  {
    address,
    startupMs: Math.round(performance.now() - startedAt),
    database: deps.database.engine,
    metrics: telemetry.metricsUrl,
  },
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
