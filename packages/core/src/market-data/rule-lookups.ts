import type { RouteClass, SeaDistance } from './reference-data.schemas.ts';
import type {
  DestinationChargeRule,
  InlandFreightRule,
  LandFreightRule,
  SeaFreightRatesFile,
  TonnesPerContainerRule,
} from './cost-rules.schemas.ts';

/** Rows in force on `onDate` (ISO date), the latest effectiveFrom first. */
const inForce = <T extends { effectiveFrom: string; effectiveTo?: string | null }>(
  rows: readonly T[],
  onDate: string,
): T[] =>
  rows
    .filter((row) => row.effectiveFrom <= onDate && (row.effectiveTo == null || row.effectiveTo >= onDate))
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));

/** The port's own row for the freight mode, else the mode's default row (portId null). */
export const findDestinationCharges = (
  rules: readonly DestinationChargeRule[],
  portId: string | null,
  onDate: string,
  mode: 'container' | 'bulk' = 'container',
): DestinationChargeRule | null => {
  const current = inForce(rules, onDate).filter((rule) => (rule.mode ?? 'container') === mode);
  return (
    current.find((rule) => portId !== null && rule.portId === portId) ??
    current.find((rule) => rule.portId === null) ??
    null
  );
};

export const findInlandFreight = (
  rules: readonly InlandFreightRule[],
  regionId: string | null,
  onDate: string,
): InlandFreightRule | null => {
  const current = inForce(rules, onDate);
  return (
    current.find((rule) => regionId !== null && rule.regionId === regionId) ??
    current.find((rule) => rule.regionId === null) ??
    null
  );
};

export const findLandFreight = (
  rules: readonly LandFreightRule[],
  countryId: string | null,
  onDate: string,
): LandFreightRule | null => {
  const current = inForce(rules, onDate);
  return (
    current.find((rule) => countryId !== null && rule.countryId === countryId) ??
    current.find((rule) => rule.countryId === null) ??
    null
  );
};

export const findTonnesPerContainer = (
  rules: readonly TonnesPerContainerRule[],
  countryId: string | null,
  onDate: string,
): TonnesPerContainerRule | null => {
  const current = inForce(rules, onDate);
  return (
    current.find((rule) => countryId !== null && rule.countryId === countryId) ??
    current.find((rule) => rule.countryId === null) ??
    null
  );
};

export interface SeaFreightQuote {
  readonly costPerContainer: number;
  readonly currencyCode: string;
  readonly source: string;
  readonly effectiveFrom: string;
}

/** Band cost for the distance plus the canal surcharge of the route class (same currency required). */
export const findSeaFreightCost = (
  file: SeaFreightRatesFile,
  nauticalMiles: number,
  routeClass: RouteClass,
  onDate: string,
): SeaFreightQuote | null => {
  const band = inForce(file.rates, onDate).find(
    (rate) => nauticalMiles >= rate.minNm && (rate.maxNm === null || nauticalMiles < rate.maxNm),
  );
  if (band === undefined) return null;
  const surcharge = inForce(file.routeClassSurcharges, onDate).find(
    (row) => row.routeClass === routeClass && row.currencyCode === band.currencyCode,
  );
  return {
    costPerContainer: band.costPerContainer + (surcharge?.perContainer ?? 0),
    currencyCode: band.currencyCode,
    source: surcharge === undefined ? band.source : `${band.source}; ${surcharge.source}`,
    effectiveFrom: band.effectiveFrom,
  };
};

export type SeaDistanceIndex = ReadonlyMap<string, SeaDistance>;

/** The key of a port pair in the distance tables: the two ids in order, so A→B and B→A share a row. */
export const portPairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export const createSeaDistanceIndex = (pairs: readonly SeaDistance[]): SeaDistanceIndex =>
  new Map(pairs.map((pair) => [portPairKey(pair.from, pair.to), pair]));

/** Distances are symmetric; the same port is 0 nm away. */
export const findSeaDistance = (
  index: SeaDistanceIndex,
  fromPortId: string,
  toPortId: string,
): SeaDistance | null => {
  if (fromPortId === toPortId)
    return { from: fromPortId, to: toPortId, km: 0, nm: 0, routeClass: 'Direct', origin: 'override' };
  return index.get(portPairKey(fromPortId, toPortId)) ?? null;
};
