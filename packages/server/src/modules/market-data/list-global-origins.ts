import { isoDate } from '@psc/core/market-data/calendar-date';
import type { GlobalOrigin } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import { byName, memoizeByDay, portFields, requireCountry } from './global-port-fields.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import { todayOf } from './market-calendar.ts';

const allOrigins = memoizeByDay((reference: ReferenceData, onDate: string): GlobalOrigin[] =>
  reference.ports
    .filter((port) => port.isOrigin)
    .map((port) => {
      const premium =
        port.defaultPremium !== null && port.defaultPremium.effectiveFrom <= onDate
          ? port.defaultPremium
          : null;
      return {
        ...portFields(reference, port),
        premiumCost: premium?.amount ?? 0,
        currencyCode: premium?.currencyCode ?? 'USD',
      };
    })
    .sort(byName),
);

/** GET /destination/global/origins (optionally one country's): loading ports with their default premium. */
export const listGlobalOrigins = async (
  deps: Pick<Deps, 'currentMarketData' | 'clock'>,
  countryId?: string,
): Promise<GlobalOrigin[]> => {
  // The current rule tables: an analyst's new premiums or charges show at once (decision 0050).
  const { reference } = await deps.currentMarketData.get();
  requireCountry(reference, countryId);
  const all = allOrigins(reference, isoDate(todayOf(deps.clock)));
  return countryId === undefined ? all : all.filter((port) => port.country === countryId);
};
