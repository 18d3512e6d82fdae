// Computes reference-data/cape-distances.json: for every pair that sea-distances.json routes through Suez, the
// distance round the Cape of Good Hope instead (issue 14 item 5; docs/decisions/0035). searoute-js cannot close a
// canal, so each port's leg to a waypoint south of Cape Agulhas is computed once and a pair's Cape distance is the sum
// of its two legs (km, nm = km / 1.852 as in compute-sea-distances.ts). Build time only.
// Run: npx tsx scripts/compute-cape-distances.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Position = [number, number];
const searoute = require('searoute-js') as (
  from: unknown,
  to: unknown,
  units: string,
) => { properties: { length: number } } | null;

const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../reference-data/${name}`, import.meta.url), 'utf8')) as T;
const ports = readJson<{ ports: { id: string; sea: { lat: number; lng: number } }[] }>('ports.json').ports;
const pairs = readJson<{ pairs: { from: string; to: string; routeClass: string }[] }>(
  'sea-distances.json',
).pairs;

const point = (lng: number, lat: number) => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const quietKm = (from: Position, to: Position): number | null => {
  const log = console.log;
  console.log = () => undefined;
  try {
    return searoute(point(...from), point(...to), 'kilometers')?.properties.length ?? null;
  } catch {
    return null;
  } finally {
    console.log = log;
  }
};

/** South of Cape Agulhas, where every Cape voyage passes. */
const capeWaypoint: Position = [20, -35.5];
const nudges: Position[] = [
  [0, 0],
  [0.3, 0],
  [-0.3, 0],
  [0, 0.3],
  [0, -0.3],
  [0.6, 0],
  [-0.6, 0],
  [0, 0.6],
  [0, -0.6],
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const legKm = new Map<string, number>();
for (const port of ports) {
  const km = nudges
    .map(([dx, dy]) => quietKm([port.sea.lng + dx, port.sea.lat + dy], capeWaypoint))
    .find((value): value is number => value !== null);
  if (km === undefined) process.stderr.write(`${port.id}: no route to the Cape waypoint\n`);
  else legKm.set(port.id, km);
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const capePairs = pairs
  .filter((pair) => pair.routeClass === 'Suez')
  .flatMap((pair) => {
    const from = legKm.get(pair.from);
    const to = legKm.get(pair.to);
    if (from === undefined || to === undefined) return [];
    const km = round(from + to, 1);
    return [{ from: pair.from, to: pair.to, km, nm: round(km / 1.852, 1) }];
  });

writeFileSync(
  new URL('../reference-data/cape-distances.json', import.meta.url),
  `${JSON.stringify(
    {
      source:
        'searoute-js (Eurostat SeaRoute network, MPL-2.0 fork johnx25bd/searoute): each port to a waypoint south of Cape Agulhas (35.5° S, 20° E) and on, for every pair sea-distances.json routes through Suez',
      generatedBy: 'scripts/compute-cape-distances.ts',
      pairs: capePairs,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(
  `${capePairs.length} Cape alternatives of ${pairs.filter((p) => p.routeClass === 'Suez').length} Suez pairs\n`,
);
