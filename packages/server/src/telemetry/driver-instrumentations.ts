import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';

/**
 * main.ts imports this module first: the PostgreSQL driver is instrumented by patching it as it loads, so the patch
 * must be in place before anything imports `pg`. The instruments get their providers later, in start-telemetry.ts,
 * once the configuration is read; until then (and for good when neither metrics nor export is set) they are no-ops.
 */
export const driverInstrumentations = [
  // Statement spans without the statement's parameters (they hold e-mail addresses and tokens).
  new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
  // Event-loop delay and utilisation, heap and GC: the measures an operator reads before blaming the database.
  new RuntimeNodeInstrumentation(),
];

registerInstrumentations({ instrumentations: driverInstrumentations });
