import { portSeaAreas } from './port-sea-areas.ts';
import type { Port } from './reference-data.schemas.ts';
import { seaAreas, seaWaypoints, type SeaArea, type SeaPoint, type Waypoint } from './sea-waypoints.ts';

// The way-point lower bound of a port pair's sea distance over the model of sea-waypoints.ts (docs/decisions/0118).

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine on the mean Earth radius). */
export const greatCircleKm = (a: SeaPoint, b: SeaPoint): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * Shortest distances between every two way-points over the areas (Floyd–Warshall; an area joins each pair of its
 * way-points by their great circle), with some areas closed (a canal, to tell which route a chain takes).
 */
const waypointDistancesWithout = (closed: readonly SeaArea[]) => {
  const ids = Object.keys(seaWaypoints) as Waypoint[];
  const index = new Map(ids.map((id, position) => [id, position]));
  const size = ids.length;
  const distance = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (__, column) => (row === column ? 0 : Number.POSITIVE_INFINITY)),
  );
  for (const [area, members] of Object.entries(seaAreas) as [SeaArea, readonly Waypoint[]][]) {
    if (closed.includes(area)) continue;
    for (const a of members)
      for (const b of members) {
        const i = index.get(a) ?? 0;
        const j = index.get(b) ?? 0;
        const leg = greatCircleKm(seaWaypoints[a], seaWaypoints[b]);
        if (leg < (distance[i]?.[j] ?? 0)) (distance[i] as number[])[j] = leg;
      }
  }
  for (let k = 0; k < size; k += 1)
    for (let i = 0; i < size; i += 1)
      for (let j = 0; j < size; j += 1) {
        const through = (distance[i]?.[k] ?? 0) + (distance[k]?.[j] ?? 0);
        if (through < (distance[i]?.[j] ?? 0)) (distance[i] as number[])[j] = through;
      }
  return (a: Waypoint, b: Waypoint): number =>
    distance[index.get(a) ?? 0]?.[index.get(b) ?? 0] ?? Number.POSITIVE_INFINITY;
};

const openSeas = waypointDistancesWithout([]);
const withoutSuez = waypointDistancesWithout(['suezCanal']);
const withoutPanama = waypointDistancesWithout(['panamaCanal']);

const chainKm = (from: Port, to: Port, between: (a: Waypoint, b: Waypoint) => number): number | null => {
  const fromArea = portSeaAreas[from.id];
  const toArea = portSeaAreas[to.id];
  if (fromArea === undefined || toArea === undefined) return null;
  if (fromArea === toArea) return greatCircleKm(from.sea, to.sea);
  let best = Number.POSITIVE_INFINITY;
  for (const exit of seaAreas[fromArea] as readonly Waypoint[])
    for (const entry of seaAreas[toArea] as readonly Waypoint[]) {
      const total =
        greatCircleKm(from.sea, seaWaypoints[exit]) +
        between(exit, entry) +
        greatCircleKm(seaWaypoints[entry], to.sea);
      if (total < best) best = total;
    }
  return best;
};

/**
 * The way-point lower bound in kilometres between two ports: their great circle when they share an area, else the
 * shortest chain port → a way-point of its area → … → a way-point of the other's area → port. null when a port has
 * no area.
 */
export const seaDistanceLowerBoundKm = (from: Port, to: Port): number | null => chainKm(from, to, openSeas);

/** Whether the shortest chain needs a canal: closing it makes the chain longer. */
export const lowerBoundCanal = (from: Port, to: Port): 'Suez' | 'Panama' | null => {
  const open = chainKm(from, to, openSeas);
  if (open === null) return null;
  if ((chainKm(from, to, withoutSuez) ?? open) > open + 1) return 'Suez';
  if ((chainKm(from, to, withoutPanama) ?? open) > open + 1) return 'Panama';
  return null;
};
