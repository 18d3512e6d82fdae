import type { Deps } from '../../deps.ts';
import { marketVersionKey } from '@psc/core/market-data/market-data-version';
import { recomputeCalculatorPrices } from './recompute-calculator-prices.ts';

type RepricingDeps = Pick<
  Deps,
  | 'calculatorsRepository'
  | 'currentMarketData'
  | 'referenceData'
  | 'clock'
  | 'config'
  | 'logger'
  | 'pricingContexts'
  | 'webhooksRepository'
  | 'database'
>;

/**
 * Prices every stale calculator again, set-based (docs/decisions/0018): those priced from an older market-data
 * version and those edited since (their priced version was cleared). The 'calculator-repricing' job's run.
 */
export const repriceStaleCalculators = async (deps: RepricingDeps): Promise<number> => {
  const { recomputed, versionKey, announced } = await recomputeCalculatorPrices(deps, {
    owner: null,
    onlyStale: true,
  });
  if (recomputed > 0) deps.logger.info({ recomputed, versionKey, announced }, 'calculators priced again');
  // Its `calculator.repriced` events are in the webhooks' outbox: that job's watcher sends them within 2 s.
  return recomputed;
};

/**
 * Whether a price or FX publication appeared since the last call (one cheap read of the current version), from
 * this process, another instance or the import command: the first call says yes, so a start prices what is stale.
 */
export const marketDataVersionChanged = (deps: Pick<Deps, 'currentMarketData'>) => {
  let lastVersion: string | null = null;
  return async (): Promise<boolean> => {
    const key = marketVersionKey((await deps.currentMarketData.get()).version);
    const changed = key !== lastVersion;
    lastVersion = key;
    return changed;
  };
};
