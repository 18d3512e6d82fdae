import type { ContainerLane, ContainerLanesFile } from '../market-data/container-lanes.schemas.ts';
import type { SeaDistance } from '../market-data/reference-data.schemas.ts';
import type { AmountInput } from './pricing-input.ts';
import { epochOf, flat, unverifiedNote } from './resolve-helpers.ts';

// Container freight by trade lane (issue 45 item 6, docs/decisions/0122): the rate of a public container index for
// the origin region → destination region, per 20-ft box, in place of the distance band where a lane is known.

/** The region a port belongs to: listed by port first (a coast of a two-coast country), else by its country. */
export const laneRegionOf = (
  file: ContainerLanesFile,
  countryId: string,
  portId: string | null,
): string | null =>
  (portId === null ? undefined : file.regions.find((region) => region.portIds?.includes(portId)))?.id ??
  file.regions.find((region) => region.memberCountryIds.includes(countryId))?.id ??
  null;

/** The lane in force between two ports' regions (directional), the newest effective date first; null = none. */
export const findContainerLane = (
  file: ContainerLanesFile | null | undefined,
  from: { readonly countryId: string; readonly portId: string | null },
  to: { readonly countryId: string; readonly portId: string | null },
  onDate: string,
): ContainerLane | null => {
  if (file == null) return null;
  const origin = laneRegionOf(file, from.countryId, from.portId);
  const destination = laneRegionOf(file, to.countryId, to.portId);
  if (origin === null || destination === null) return null;
  let best: ContainerLane | null = null;
  for (const lane of file.lanes)
    if (
      lane.originRegionIds.includes(origin) &&
      lane.destinationRegionIds.includes(destination) &&
      lane.effectiveFrom <= onDate &&
      (best === null || lane.effectiveFrom > best.effectiveFrom)
    )
      best = lane;
  return best;
};

/**
 * The seam where a route's surcharge joins the lane's base rate: the Cape diversion surcharge
 * (`capeDiversionLaneSurcharge`, decision 0134) when the box sails round the Cape instead of through Suez. Per 20-ft
 * box in the lane's currency; null = none.
 */
export type LaneRouteSurcharge = (
  lane: ContainerLane,
  distance: SeaDistance | null,
) => { readonly perContainer: number; readonly source: string } | null;

export const noLaneRouteSurcharge: LaneRouteSurcharge = () => null;

/** What the reply says of the lane that priced a box. */
export interface ContainerLaneTerms {
  readonly laneId: string;
  readonly index: string;
  readonly per20ft: number;
  readonly per40ft: number;
  readonly currencyCode: string;
  readonly transitDays: number | null;
  readonly routeSurchargePerContainer: number;
  readonly source: string;
  readonly effectiveFrom: string;
  readonly verified: boolean;
}

/** The per-box amount of the freight line from a lane, with its surcharge by route where the seam gives one. */
export const containerLaneLine = (
  lane: ContainerLane,
  distance: SeaDistance | null,
  routeSurcharge: LaneRouteSurcharge = noLaneRouteSurcharge,
): { readonly amount: AmountInput; readonly terms: ContainerLaneTerms } => {
  const surcharge = routeSurcharge(lane, distance);
  const perContainer = lane.per20ft + (surcharge?.perContainer ?? 0);
  const source = `${lane.index} lane rate per 20-ft box${surcharge === null ? '' : ` + ${surcharge.source}`}: ${unverifiedNote(lane.source, lane.verified ?? true)}`;
  return {
    amount: flat(perContainer, lane.currencyCode, source, epochOf(lane.effectiveFrom)),
    terms: {
      laneId: lane.id,
      index: lane.index,
      per20ft: lane.per20ft,
      per40ft: lane.per40ft,
      currencyCode: lane.currencyCode,
      transitDays: lane.transitDays,
      routeSurchargePerContainer: surcharge?.perContainer ?? 0,
      source: lane.source,
      effectiveFrom: lane.effectiveFrom,
      verified: lane.verified ?? true,
    },
  };
};
