import { describe, expect, it } from 'vitest';
import { findSeaDistance } from './rule-lookups.ts';
import { portSeaAreas } from './port-sea-areas.ts';
import { seaDistanceLowerBoundKm } from './sea-distance-lower-bound.ts';
import { shippedReferenceData } from './shipped-reference-data.test-support.ts';

// Issue 45 item 3: every port pair of sea-distances.json recomputed against a way-point great-circle lower bound
// (sea-waypoints.ts); a table figure more than 6 % above it is a routing error to fix (docs/decisions/0118).

const reference = shippedReferenceData();
const tolerance = 1.06;
const kilometresToNauticalMiles = (km: number) => km / 1.852;

describe('sea distances against the way-point lower bound', () => {
  it('places every port in a sea area', () => {
    expect(
      reference.ports.filter((port) => portSeaAreas[port.id] === undefined).map((port) => port.id),
    ).toEqual([]);
  });

  it('has no port pair more than 6 % above its way-point lower bound', () => {
    const ports = [...reference.ports].sort((a, b) => a.id.localeCompare(b.id));
    const tooLong: string[] = [];
    for (const [position, from] of ports.entries())
      for (const to of ports.slice(position + 1)) {
        const pair = findSeaDistance(reference.seaDistances, from.id, to.id);
        const boundKm = seaDistanceLowerBoundKm(from, to);
        if (pair === null || boundKm === null || pair.km === 0) continue;
        if (pair.km > boundKm * tolerance)
          tooLong.push(
            `${from.id}-${to.id} ${Math.round(pair.nm)} nm vs bound ${Math.round(kilometresToNauticalMiles(boundKm))} nm (+${Math.round((pair.km / boundKm - 1) * 100)} %)`,
          );
      }
    expect(tooLong).toEqual([]);
  });

  it.each([
    ['INMUN', 'AEJEA', 820, 900],
    ['GEPTI', 'RUNVS', 200, 330],
  ])('bounds %s-%s between %i and %i nm', (from, to, low, high) => {
    const port = (id: string) => reference.ports.find((candidate) => candidate.id === id);
    const a = port(from);
    const b = port(to);
    if (a === undefined || b === undefined) throw new Error(`${from} or ${to} is not a port`);
    const nm = kilometresToNauticalMiles(seaDistanceLowerBoundKm(a, b) ?? 0);
    expect(nm).toBeGreaterThan(low);
    expect(nm).toBeLessThan(high);
  });
});
