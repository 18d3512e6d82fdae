import type { WhitePremiumPeriodReply } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import { todayOf } from './market-calendar.ts';
import { whitePremiumPeriodsOn } from '@psc/core/market-data/contract-periods-on';
import { combinedProvenance, provenanceOf } from './provenance-fields.ts';

/** GET /contract/periods/WhitePremium: London #5 months paired with New York #11 months, premium in $/t. */
export const listWhitePremiumPeriods = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'clock' | 'config'>,
): Promise<WhitePremiumPeriodReply[]> => {
  const market = await deps.currentMarketData.get();
  return whitePremiumPeriodsOn(
    deps.referenceData,
    todayOf(deps.clock),
    market.prices,
    deps.config.centsPerPoundFactor,
  ).map((row) => ({
    ...row,
    ...combinedProvenance([
      provenanceOf(market, 'London5', row.baseId),
      provenanceOf(market, 'NewYork11', row.rawId),
    ]),
  }));
};
