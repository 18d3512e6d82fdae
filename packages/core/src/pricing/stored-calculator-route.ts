import type { CalculatorReply } from '../calculators/calculators.schemas.ts';
import { findCashMarketRegion } from '../market-data/europe-cash-market-regions.ts';
import { findSeaDistance, portPairKey } from '../market-data/rule-lookups.ts';
import type { Port, SeaDistance } from '../market-data/reference-data.schemas.ts';
import type { PricingContext } from './pricing-context.ts';
import type { StoredCalculator } from './stored-calculator.ts';

export type Destination = CalculatorReply['destination'] & {
  countryId: string;
  /** The user's amounts; null = the rule tables' defaults (global destinations). */
  charges: { perTonne: number; currencyCode: string } | null;
  landFreight: { perTonne: number; currencyCode: string } | null;
  premium: { perTonne: number; currencyCode: string } | null;
};

/**
 * `suez` keeps the canal distance when the Cape is priced instead (docs/decisions/0035); `cheaper` names the route
 * with the lower delivered price when both exist and could be priced (docs/decisions/0118).
 */
export type Route = {
  from: Port;
  to: Port;
  distance: SeaDistance;
  suez: SeaDistance | null;
  cape: SeaDistance | null;
  cheaper: 'suez' | 'cape' | null;
};

export const destinationOf = (context: PricingContext, row: StoredCalculator): Destination | null => {
  if (row.userDestinationId !== null) {
    if (row.destinationCountryId === null || row.destinationName === null) return null;
    const port = row.destinationArrivalPortId
      ? context.portsById.get(row.destinationArrivalPortId)
      : undefined;
    return {
      id: row.userDestinationId,
      kind: 'userDefined',
      name: row.destinationName,
      region: row.destinationRegion ?? '',
      country: row.destinationCountryId,
      countryId: row.destinationCountryId,
      countryName:
        context.reference.countriesById.get(row.destinationCountryId)?.name ?? row.destinationCountryId,
      arrivalPortId: port?.id ?? '',
      arrivalPortName: port?.name ?? '',
      charges:
        row.destinationCost === null
          ? null
          : { perTonne: row.destinationCost, currencyCode: row.destinationCurrencyCode ?? 'USD' },
      landFreight: {
        perTonne: row.destinationLandFreight ?? 0,
        currencyCode: row.destinationCurrencyCode ?? 'USD',
      },
      premium:
        row.destinationPremiumCost === null
          ? null
          : { perTonne: row.destinationPremiumCost, currencyCode: row.destinationCurrencyCode ?? 'USD' },
    };
  }
  const port = row.globalDestinationId === null ? undefined : context.portsById.get(row.globalDestinationId);
  if (port === undefined) return null;
  const country = context.reference.countriesById.get(port.countryId);
  return {
    id: port.id,
    kind: 'global',
    name: port.name,
    region: country?.region ?? '',
    country: port.countryId,
    countryId: port.countryId,
    countryName: country?.name ?? port.countryId,
    arrivalPortId: port.id,
    arrivalPortName: port.name,
    charges: null,
    landFreight: null,
    premium: null,
  };
};

/**
 * The sea route: the chosen ports, or for 'Any' port the pair with the shortest known distance among the country's
 * ports (docs/decisions/0018), on its shortest route; chooseSeaRoute picks Suez or the Cape. The cash market is
 * ex-works in Europe and has no sea leg.
 */
export const routeOf = (
  context: PricingContext,
  row: StoredCalculator,
  destination: Destination,
): Route | null => {
  if (row.contractId === 'CashMarketPrice') return null;
  const chosenOrigin = row.originPortId === null ? undefined : context.portsById.get(row.originPortId);
  const origins = chosenOrigin
    ? [chosenOrigin]
    : row.originCountryId === null
      ? []
      : (context.originPortsByCountry.get(row.originCountryId) ?? []);
  const chosenArrival =
    destination.arrivalPortId === '' ? undefined : context.portsById.get(destination.arrivalPortId);
  const arrivals = chosenArrival
    ? [chosenArrival]
    : (context.destinationPortsByCountry.get(destination.countryId) ?? []);
  let best: { from: Port; to: Port; distance: SeaDistance } | null = null;
  for (const from of origins) {
    for (const to of arrivals) {
      const distance = findSeaDistance(context.reference.seaDistances, from.id, to.id);
      if (distance !== null && (best === null || distance.nm < best.distance.nm))
        best = { from, to, distance };
    }
  }
  if (best === null) return null;
  const { from, to, distance } = best;
  const capeLeg =
    distance.routeClass === 'Suez'
      ? context.reference.capeDistances.get(portPairKey(from.id, to.id))
      : undefined;
  const cape: SeaDistance | null =
    capeLeg === undefined
      ? null
      : { ...distance, km: capeLeg.km, nm: capeLeg.nm, routeClass: 'Cape of Good Hope' };
  return { from, to, distance, suez: cape === null ? null : distance, cape, cheaper: null };
};

/**
 * The exporting country the duty rules see: the chosen one, else the priced route's origin port; a cash-market
 * region group without a country stands for its members, which share one customs territory (all EU, or the UK).
 */
export const originCountryOf = (row: StoredCalculator, route: Route | null): string | null =>
  row.originCountryId ??
  route?.from.countryId ??
  (row.originCmpRegionId === null
    ? null
    : (findCashMarketRegion(row.originCmpRegionId)?.countryIds[0] ?? null));
