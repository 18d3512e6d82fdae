import type { UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import type { UserDestinationRecord } from './destinations.repository.ts';

const text = (value: number | null): string => (value === null ? '' : String(value));

export const toUserDestinationReply = (
  reference: ReferenceData,
  destination: UserDestinationRecord,
  calculatorCount: number,
): UserDestinationReply => {
  const port =
    destination.arrivalPortId === ''
      ? undefined
      : reference.ports.find((candidate) => candidate.id === destination.arrivalPortId);
  return {
    id: destination.id,
    name: destination.name,
    arrivalPortId: destination.arrivalPortId,
    arrivalPortName: port?.name ?? '',
    country: destination.countryId,
    countryName: reference.countriesById.get(destination.countryId)?.name ?? destination.countryId,
    region: destination.region,
    currencyCode: destination.currencyCode,
    perTonLandFreightCost: destination.perTonLandFreightCost,
    perTonLandFreightCostAsString: text(destination.perTonLandFreightCost),
    destinationCost: destination.destinationCost,
    destinationCostAsString: text(destination.destinationCost),
    premiumCost: destination.premiumCost,
    premiumCostAsString: text(destination.premiumCost),
    calculatorCount,
  };
};
