import { isoDate } from '@psc/core/market-data/calendar-date';
import type { GlobalDestination } from '@psc/core/market-data/market-data.schemas';
import { findDestinationCharges, findLandFreight } from '@psc/core/market-data/rule-lookups';
import type { Deps } from '../../deps.ts';
import { byName, portFields, requireCountry } from './global-port-fields.ts';
import { todayOf } from './market-calendar.ts';

/** GET /destination/global/destinations (optionally one country's): arrival ports with their default charges. */
export const listGlobalDestinations = (deps: Pick<Deps, 'referenceData' | 'clock'>, countryId?: string): GlobalDestination[] => {
  const reference = deps.referenceData;
  requireCountry(reference, countryId);
  const onDate = isoDate(todayOf(deps.clock));
  return reference.ports
    .filter((port) => port.isDestination && (countryId === undefined || port.countryId === countryId))
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
    .sort(byName);
};
