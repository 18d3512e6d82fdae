import { isoDate } from '@psc/core/market-data/calendar-date';
import type { GlobalOrigin } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import { byName, portFields, requireCountry } from './global-port-fields.ts';
import { todayOf } from './market-calendar.ts';

/** GET /destination/global/origins (optionally one country's): loading ports with their default premium. */
export const listGlobalOrigins = (deps: Pick<Deps, 'referenceData' | 'clock'>, countryId?: string): GlobalOrigin[] => {
  const reference = deps.referenceData;
  requireCountry(reference, countryId);
  const onDate = isoDate(todayOf(deps.clock));
  return reference.ports
    .filter((port) => port.isOrigin && (countryId === undefined || port.countryId === countryId))
    .map((port) => {
      const premium = port.defaultPremium !== null && port.defaultPremium.effectiveFrom <= onDate ? port.defaultPremium : null;
      return { ...portFields(reference, port), premiumCost: premium?.amount ?? 0, currencyCode: premium?.currencyCode ?? 'USD' };
    })
    .sort(byName);
};
