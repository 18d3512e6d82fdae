import { metrics, type Counter, type Histogram } from '@opentelemetry/api';

/**
 * PSC's own measures (decision 0089), named as they show on /metrics: the `psc_` prefix, and the unit in the name,
 * since the Prometheus exporter appends none (counters get `_total`). The instruments come from
 * the global meter provider, which start-telemetry.ts sets before anything records; without it (tests through
 * createTestApp, or neither METRICS_PORT nor OTEL_EXPORTER_OTLP_ENDPOINT set) they are the API's no-ops.
 */
type Instruments = {
  jobRuns: Counter;
  jobFailures: Counter;
  signIns: Counter;
  reconciliationMismatches: Counter;
  repricingLag: Histogram;
  alertEvaluationLag: Histogram;
};

export const pscMeterName = 'psc';

/** Seconds, from a tenth of a second to ten minutes: a publication's effects should land within the first buckets. */
const lagBuckets = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

let instruments: Instruments | null = null;

const instrumentsOf = (): Instruments => {
  if (instruments !== null) return instruments;
  const meter = metrics.getMeter(pscMeterName);
  instruments = {
    jobRuns: meter.createCounter('psc_job_runs', { description: 'Background job runs, by job' }),
    jobFailures: meter.createCounter('psc_job_failures', {
      description: 'Background job runs that failed, by job',
    }),
    signIns: meter.createCounter('psc_sign_ins', {
      description: 'Sign-in attempts of traders (password or passkey), by method and outcome',
    }),
    reconciliationMismatches: meter.createCounter('psc_payment_reconciliation_mismatches', {
      description: 'Purchases the payment reconciliation could not settle against the provider',
    }),
    repricingLag: meter.createHistogram('psc_repricing_lag_seconds', {
      description: 'From a new market-data version being seen to every stale calculator priced again',
      unit: 's',
      advice: { explicitBucketBoundaries: lagBuckets },
    }),
    alertEvaluationLag: meter.createHistogram('psc_alert_evaluation_lag_seconds', {
      description: 'From a new market-data version being seen to the alerts evaluated against it',
      unit: 's',
      advice: { explicitBucketBoundaries: lagBuckets },
    }),
  };
  return instruments;
};

// Counters are added to even by 0: a job's failure series and the mismatch series then exist from the first run,
// so an alert rule compares a number with zero instead of handling a series that is absent.
export const recordJobRun = (job: string, outcome: 'succeeded' | 'failed') => {
  instrumentsOf().jobRuns.add(1, { job });
  instrumentsOf().jobFailures.add(outcome === 'failed' ? 1 : 0, { job });
};

export type SignInOutcome = 'succeeded' | 'rejected' | 'second_factor_required' | 'rate_limited' | 'error';

export const recordSignIn = (method: 'password' | 'passkey', outcome: SignInOutcome) =>
  instrumentsOf().signIns.add(1, { method, outcome });

export const recordReconciliationMismatches = (count: number) =>
  instrumentsOf().reconciliationMismatches.add(count);

/** `seenAt` is performance.now() when the new version was first seen. */
export const recordRepricingLag = (seenAt: number) =>
  instrumentsOf().repricingLag.record((performance.now() - seenAt) / 1000);

export const recordAlertEvaluationLag = (seenAt: number) =>
  instrumentsOf().alertEvaluationLag.record((performance.now() - seenAt) / 1000);
