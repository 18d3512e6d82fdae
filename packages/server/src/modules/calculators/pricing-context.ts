import { isoDate, type CalendarDate } from '@psc/core/market-data/calendar-date';
import type { MarketDataVersion } from '@psc/core/market-data/market-data-version';
import { createPricingContext } from '@psc/core/pricing/pricing-context';
import type { Deps } from '../../deps.ts';
import type { MarketDataSnapshot } from '../market-data/current-market-data.ts';
import { todayOf } from '../market-data/market-calendar.ts';
import { publicationFactsOf, type PricingContext } from './pricing-context-cache.ts';

export type { PricingContext } from './pricing-context-cache.ts';

const memoLimit = 20_000;

const buildPricingContext = (
  deps: Pick<Deps, 'config'>,
  market: MarketDataSnapshot,
  today: CalendarDate,
): PricingContext => ({
  ...createPricingContext({
    reference: market.reference,
    prices: market.prices,
    fxRates: market.fxRates,
    version: market.version,
    freightAssessments: market.freightAssessments,
    today,
    settings: { centsPerPoundFactor: deps.config.centsPerPoundFactor },
  }),
  replies: new Map(),
  publications: publicationFactsOf(market),
});

/** The context for the current publications and today; reused until either changes. */
export const loadPricingContext = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'clock' | 'config' | 'pricingContexts'>,
): Promise<PricingContext> => {
  const market = await deps.currentMarketData.get();
  const today = todayOf(deps.clock);
  const onDate = isoDate(today);
  const cached = deps.pricingContexts.byMarket.get(market);
  if (cached && cached.onDate === onDate) {
    if (cached.resolved.size > memoLimit) cached.resolved.clear();
    if (cached.replies.size > memoLimit) cached.replies.clear();
    return cached;
  }
  const context = buildPricingContext(deps, market, today);
  deps.pricingContexts.byMarket.set(market, context);
  deps.pricingContexts.latest = context;
  return context;
};

/**
 * The context of a past moment: the publications as they stood at `version`, on the day `today` (a frozen quote
 * re-priced, docs/decisions/0045). Built afresh, never cached: it is asked for one calculator at a time.
 */
export const pricingContextAsOf = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'config'>,
  version: MarketDataVersion,
  today: CalendarDate,
): Promise<PricingContext> => buildPricingContext(deps, await deps.currentMarketData.asOf(version), today);

/**
 * The context for a market-data version the caller already read (GET /calculator/all reads it with the list): no
 * query when it is the latest one loaded today, else a normal load.
 */
export const pricingContextFor = async (
  deps: Parameters<typeof loadPricingContext>[0],
  versionKey: string | null,
): Promise<PricingContext> => {
  const current = deps.pricingContexts.latest;
  if (
    current !== null &&
    versionKey === current.versionKey &&
    current.onDate === isoDate(todayOf(deps.clock))
  )
    return current;
  return loadPricingContext(deps);
};
