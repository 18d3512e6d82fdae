import { readFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { isAppError } from '@psc/core/shared/app-error';
import type { ImportError } from '@psc/core/market-data/price-import';
import { ConfigError, loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { runMigrations } from '../db/migrate.ts';
import { ReferenceDataError } from '../adapters/reference-data-files.ts';
import { importFreightAssessments } from '../modules/market-data/import-freight-assessments.ts';
import { importFxRates } from '../modules/market-data/import-fx-rates.ts';
import { importPrices } from '../modules/market-data/import-prices.ts';
import { describeImportError, type ImportFormat } from '../modules/market-data/import-format.ts';

const usage = `Usage: npm run prices:import -- <file.csv|file.json> [--fx | --freight] [--publisher NAME] [--source TEXT]
       npm run freight:import -- <file.csv|file.json> [--publisher NAME] [--source TEXT]
  Imports a price file (with --fx an FX file, with --freight bulk freight assessments) as one new publication:
  all rows or none.
  Price columns:   contractId, periodId, regionId?, price, lowPrice?, highPrice?, premiumCost?, currencyCode, unit?, lastUpdated
  FX columns:      currencyCode, unitsPerUsd, timestamp
  Freight columns: fromPortId, toPortId, vesselClassId, usdPerTonne, assessedOn (US$ per tonne, ISO date)
  With the embedded database (no DATABASE_URL), stop the server first or use POST /system/prices instead.`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        fx: { type: 'boolean', default: false },
        freight: { type: 'boolean', default: false },
        publisher: { type: 'string' },
        source: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const file = positionals[0] ?? fail(usage);
if (positionals.length > 1) fail(`One file at a time.\n${usage}`);
if (values.fx && values.freight) fail(`--fx and --freight cannot be combined.\n${usage}`);

const path = resolve(file);
const text = (() => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
})();
const extension = extname(path).toLowerCase();
const format: ImportFormat =
  extension === '.json'
    ? 'json'
    : extension === '.csv'
      ? 'csv'
      : text.trimStart().startsWith('[')
        ? 'json'
        : 'csv';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return error instanceof ConfigError ? fail(error.message) : fail(String(error));
  }
})();
const deps = await createDeps(config, pino({ level: 'warn' })).catch((error: unknown) =>
  error instanceof ReferenceDataError ? fail(error.message) : Promise.reject(error),
);

let exitCode = 0;
try {
  await runMigrations(deps.database);
  const input = {
    text,
    format,
    source: values.source ?? `file ${basename(path)}`,
    publisher: values.publisher ?? 'PSC analyst',
  };
  const reply = values.fx
    ? await importFxRates(deps, input)
    : values.freight
      ? await importFreightAssessments(deps, input)
      : await importPrices(deps, input);
  process.stdout.write(`${reply.message} from ${path} (publication ${reply.publicationId})\n`);
} catch (error) {
  if (!isAppError(error)) throw error;
  const errors = Array.isArray(error.body?.errors) ? (error.body.errors as ImportError[]) : [];
  process.stderr.write(`${path}: nothing was imported.\n`);
  for (const line of errors) process.stderr.write(`  ${describeImportError(line)}\n`);
  if (errors.length === 0) process.stderr.write(`  ${error.message}\n`);
  exitCode = 1;
} finally {
  await deps.close();
}
process.exit(exitCode);
