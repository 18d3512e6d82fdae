import { isoDate } from '@psc/core/market-data/calendar-date';
import type { GlobalDestination } from '@psc/core/market-data/market-data.schemas';
import { findDestinationCharges, findLandFreight } from '@psc/core/market-data/rule-lookups';
import type { Deps } from '../../deps.ts';
import { byName, memoizeByDay, portFields, requireCountry } from './global-port-fields.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import { todayOf } from './market-calendar.ts';

const allDestinations = memoizeByDay((reference: ReferenceData, onDate: string): GlobalDestination[] =>
  reference.ports
    .filter((port) => port.isDestination)
    .map((port) => {
      const charges = findDestinationCharges(reference.destinationCharges, port.id, onDate);
      const landFreight = findLandFreight(reference.landFreight, port.countryId, onDate);
      const destinationCost = charges?.totalPerTonne ?? 0;
      const perTonLandFreightCost = landFreight?.perTonne ?? 0;
      return {
        ...portFields(reference, port),
        arrivalPortId: port.id,
        destinationCost,
        destinationCostAsString: destinationCost.toFixed(2),
        perTonLandFreightCost,
        perTonLandFreightCostAsString: perTonLandFreightCost.toFixed(2),
        currencyCode: charges?.currencyCode ?? 'USD',
        landFreightCurrencyCode: landFreight?.currencyCode ?? 'USD',
      };
    })
    .sort(byName),
);

/** GET /destination/global/destinations (optionally one country's): arrival ports with their default charges. */
export const listGlobalDestinations = async (
  deps: Pick<Deps, 'currentMarketData' | 'clock'>,
  countryId?: string,
): Promise<GlobalDestination[]> => {
  // The current rule tables: an analyst's new premiums or charges show at once (decision 0050).
  const { reference } = await deps.currentMarketData.get();
  requireCountry(reference, countryId);
  const all = allDestinations(reference, isoDate(todayOf(deps.clock)));
  return countryId === undefined ? all : all.filter((port) => port.country === countryId);
};
