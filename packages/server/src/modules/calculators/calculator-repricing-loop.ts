import type { Deps } from '../../deps.ts';
import { marketVersionKey } from '@psc/core/market-data/market-data-version';
import { recomputeCalculatorPrices } from './recompute-calculator-prices.ts';
import { recordAlertEvaluationLag, recordRepricingLag } from '../../telemetry/psc-metrics.ts';

export type CalculatorRepricingLoop = { runOnce: () => Promise<number>; stop: () => Promise<void> };

/**
 * Watches the market-data version (one cheap query) and, when a price or FX publication appears — from this
 * process, another instance or the import command — prices every stale calculator again, set-based. A slower sweep
 * also catches calculators edited since (their priced version was cleared).
 */
export const startCalculatorRepricing = (
  deps: Pick<
    Deps,
    | 'calculatorsRepository'
    | 'currentMarketData'
    | 'referenceData'
    | 'clock'
    | 'config'
    | 'logger'
    | 'pricingContexts'
  >,
  options: {
    intervalMs?: number;
    sweepEvery?: number;
    /** What follows each pass over stale calculators (the alerts' evaluation), given by the composition root. */
    afterRepricing?: () => Promise<unknown>;
  } = {},
): CalculatorRepricingLoop => {
  const sweepEvery = options.sweepEvery ?? 12;
  let lastVersion: string | null = null;
  let ticks = 0;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** `seenAt`: when a tick first saw a new market-data version (performance.now()); the lags are measured from it. */
  const runOnce = async (seenAt?: number): Promise<number> => {
    const { recomputed, versionKey } = await recomputeCalculatorPrices(deps, {
      owner: null,
      onlyStale: true,
    });
    if (recomputed > 0) deps.logger.info({ recomputed, versionKey }, 'calculators priced again');
    if (seenAt !== undefined) recordRepricingLag(seenAt);
    lastVersion = versionKey;
    await options.afterRepricing?.();
    if (seenAt !== undefined && options.afterRepricing) recordAlertEvaluationLag(seenAt);
    return recomputed;
  };

  const tick = () => {
    if (stopped || running) return;
    ticks += 1;
    running = (async () => {
      const seenAt = performance.now();
      const version = await deps.currentMarketData.get();
      const key = marketVersionKey(version.version);
      // The first pass after start has no publication to follow: only a version seen changing is measured.
      if (key !== lastVersion) return runOnce(lastVersion === null ? undefined : seenAt);
      return ticks % sweepEvery === 0 ? runOnce() : 0;
    })()
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'pricing calculators again failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  setImmediate(tick);
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
