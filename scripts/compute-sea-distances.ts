// Computes reference-data/sea-distances.json over the curated ports with searoute-js (build time only; the product
// never calls it). Known faults handled here:
//  - its 'nm' output multiplies statute miles by 1.15078 instead of dividing (×1.3243 too long): we ask for
//    kilometres and derive nm = km / 1.852;
//  - it prints the snapped line index on every call: console.log is silenced around each call;
//  - some points snap to isolated 2-vertex segments (e.g. Colombo, Felixstowe) and short hops snap both ends to the
//    same vertex: a port whose sea point cannot reach the reference port is routed from a nudged point (logged), and
//    pairs still without a route (or wrong) come from reference-data/route-overrides.json.
// The network has no trans-Pacific links (johnx25bd/searoute#8): Asia/Oceania to the Americas comes out via Suez or
// the Cape at twice the real distance. For those pairs we also try a Pacific crossing (great circle × 1.03 from the
// west-Pacific port, or from Singapore after a network leg, to the American Pacific port or to Balboa, then through
// the canal and on by network from Colón) and keep the shorter.
// It also lacks open South Atlantic links: Brazil to West Africa hugs the coasts (Santos–Lagos 3,776 nm, 9-12 % over
// published figures; Santos–Lomé 5,010 nm, half as long again as the great circle). For those pairs we also try the
// open-ocean crossing, great circle × 1.01, when it clears Brazil's eastern bulge, and keep the shorter.
// Route class comes from the geometry: near the Suez canal, near the Panama canal, or south of Cape Agulhas.
// Run: npx tsx scripts/compute-sea-distances.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Position = [number, number];
interface Line {
  geometry: { coordinates: Position[] };
  properties: { length: number };
}
const searoute = require('searoute-js') as (from: unknown, to: unknown, units: string) => Line | null;

interface PortRow {
  id: string;
  sea: { lat: number; lng: number };
}
interface Override {
  from: string;
  to: string;
  km: number;
  routeClass: string;
}
const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../reference-data/${name}`, import.meta.url), 'utf8')) as T;
const ports = readJson<{ ports: PortRow[] }>('ports.json').ports;
const overrides = readJson<{ overrides: Override[] }>('route-overrides.json').overrides;

const point = (lng: number, lat: number) => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const quietRoute = (from: Position, to: Position): Line | null => {
  const log = console.log;
  console.log = () => undefined;
  try {
    return searoute(point(...from), point(...to), 'kilometers');
  } catch {
    return null;
  } finally {
    console.log = log;
  }
};

const near = (coordinates: Position[], lng: number, lat: number, degrees: number): boolean =>
  coordinates.some(([x, y]) => Math.abs(x - lng) <= degrees && Math.abs(y - lat) <= degrees);
const routeClassOf = (coordinates: Position[]): string => {
  if (near(coordinates, 32.35, 30.6, 0.6)) return 'Suez';
  if (near(coordinates, -79.7, 9.1, 0.6)) return 'Panama';
  // Rounding Africa: a vertex south of 34.5° S between 17° E and 23° E (Cape of Good Hope / Cape Agulhas).
  if (coordinates.some(([x, y]) => y < -34.5 && x > 17 && x < 23)) return 'Cape of Good Hope';
  return 'Direct';
};

// Pick, per port, a routing point that reaches the network's main component (tested against Singapore).
const reference: Position = [103.83, 1.25];
const routingPoint = new Map<string, Position>();
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
  [0.6, 0.6],
  [-0.6, -0.6],
  [0.6, -0.6],
  [-0.6, 0.6],
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
for (const port of ports) {
  const chosen = nudges
    .map(([dx, dy]): Position => [port.sea.lng + dx, port.sea.lat + dy])
    .find((candidate) => port.id === 'SGSIN' || quietRoute(candidate, reference) !== null);
  if (chosen === undefined) throw new Error(`${port.id}: no routable point near the sea coordinate`);
  if (chosen[0] !== port.sea.lng || chosen[1] !== port.sea.lat)
    process.stderr.write(
      `${port.id}: routed from nudged point ${chosen[1].toFixed(2)}, ${chosen[0].toFixed(2)}\n`,
    );
  routingPoint.set(port.id, chosen);
}

const pacificFactor = 1.03;
const canalKm = 82;
const balboa = { lat: 8.88, lng: -79.52 };
const colon: Position = [-79.92, 9.38];
const americasPacific = new Set(['USLGB', 'CAVAN', 'PECLL', 'COBUN', 'GTPRQ', 'SVAQJ', 'NICIO']);
const westPacific = (port: PortRow): boolean =>
  port.sea.lng >= 103.8 || ['THLCH', 'THKSI', 'THBKK'].includes(port.id);
const americas = (port: PortRow): boolean => port.sea.lng < -30 && port.sea.lng > -170;
const greatCircleKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * radians) / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(((b.lng - a.lng) * radians) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};
const singapore = ports.find((port) => port.id === 'SGSIN') as PortRow;
const networkKm = (from: PortRow, to: Position): number =>
  quietRoute(routingPoint.get(from.id) as Position, to)?.properties.length ?? Number.POSITIVE_INFINITY;
/** Shortest Pacific alternative from an Asian/Oceanian port to an American one, or null when it does not apply. */
const pacificCrossing = (asian: PortRow, american: PortRow): { km: number; routeClass: string } | null => {
  if (!americas(american) || asian.sea.lng < 40) return null;
  const [start, approachKm] = westPacific(asian)
    ? [asian, 0]
    : [singapore, networkKm(asian, routingPoint.get('SGSIN') as Position)];
  if (!Number.isFinite(approachKm)) return null;
  if (americasPacific.has(american.id))
    return { km: approachKm + greatCircleKm(start.sea, american.sea) * pacificFactor, routeClass: 'Direct' };
  const atlanticLeg = networkKm(american, colon);
  return {
    km: approachKm + greatCircleKm(start.sea, balboa) * pacificFactor + canalKm + atlanticLeg,
    routeClass: 'Panama',
  };
};

const atlanticFactor = 1.01;
const brazilAtlantic = (port: PortRow): boolean =>
  port.sea.lng >= -55 && port.sea.lng <= -34 && port.sea.lat < 5;
const westAfrica = (port: PortRow): boolean =>
  port.sea.lng >= -18 && port.sea.lng <= 20 && port.sea.lat >= -36 && port.sea.lat <= 16;
/** A point along the great circle from a to b, `fraction` of the way (spherical interpolation). */
const alongGreatCircle = (
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  fraction: number,
): { lat: number; lng: number } => {
  const radians = Math.PI / 180;
  const toVector = (point: { lat: number; lng: number }) => [
    Math.cos(point.lat * radians) * Math.cos(point.lng * radians),
    Math.cos(point.lat * radians) * Math.sin(point.lng * radians),
    Math.sin(point.lat * radians),
  ];
  const [ax, ay, az] = toVector(a) as [number, number, number];
  const [bx, by, bz] = toVector(b) as [number, number, number];
  const angle = Math.acos(Math.min(1, ax * bx + ay * by + az * bz));
  const wa = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const wb = Math.sin(fraction * angle) / Math.sin(angle);
  const [x, y, z] = [wa * ax + wb * bx, wa * ay + wb * by, wa * az + wb * bz];
  return { lat: Math.atan2(z, Math.hypot(x, y)) / radians, lng: Math.atan2(y, x) / radians };
};
/** Brazil's bulge (Cabo Branco, 7.15° S 34.8° W, is the easternmost point): land west of 35° W between 0° and 10° S. */
const crossesBrazil = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean => {
  const totalKm = greatCircleKm(a, b);
  for (let step = 1; step < 200; step += 1) {
    const point = alongGreatCircle(a, b, step / 200);
    const fromEnds = Math.min(totalKm * (step / 200), totalKm * (1 - step / 200));
    if (fromEnds > 100 && point.lat > -10 && point.lat < 0 && point.lng < -35) return true;
  }
  return false;
};
/** The open South Atlantic crossing between a Brazilian and a West African port, or null when it does not apply. */
const southAtlanticCrossing = (a: PortRow, b: PortRow): { km: number; routeClass: string } | null => {
  const [brazil, africa] =
    brazilAtlantic(a) && westAfrica(b) ? [a, b] : brazilAtlantic(b) && westAfrica(a) ? [b, a] : [];
  if (brazil === undefined || africa === undefined || crossesBrazil(brazil.sea, africa.sea)) return null;
  return { km: greatCircleKm(brazil.sea, africa.sea) * atlanticFactor, routeClass: 'Direct' };
};

const overrideOf = new Map(overrides.map((row) => [[row.from, row.to].sort().join('|'), row]));
const sorted = [...ports].sort((a, b) => a.id.localeCompare(b.id));
const pairs: { from: string; to: string; km: number; nm: number; routeClass: string; origin: string }[] = [];
const unrouted: string[] = [];
const round = (value: number, decimals: number): number =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;
for (let i = 0; i < sorted.length; i += 1) {
  for (let j = i + 1; j < sorted.length; j += 1) {
    const from = sorted[i] as PortRow;
    const to = sorted[j] as PortRow;
    const override = overrideOf.get(`${from.id}|${to.id}`);
    if (override !== undefined) {
      pairs.push({
        from: from.id,
        to: to.id,
        km: override.km,
        nm: round(override.km / 1.852, 1),
        routeClass: override.routeClass,
        origin: 'override',
      });
      continue;
    }
    const line = quietRoute(routingPoint.get(from.id) as Position, routingPoint.get(to.id) as Position);
    if (line === null || line.properties.length < 1) {
      unrouted.push(`${from.id}-${to.id}`);
      continue;
    }
    const pacific = pacificCrossing(from, to) ?? pacificCrossing(to, from) ?? southAtlanticCrossing(from, to);
    // searoute-js measures from the snapped network vertices; add the legs from each sea point to its vertex.
    const coordinates = line.geometry.coordinates;
    const first = coordinates[0] as Position;
    const last = coordinates[coordinates.length - 1] as Position;
    const km =
      line.properties.length +
      greatCircleKm(from.sea, { lng: first[0], lat: first[1] }) +
      greatCircleKm({ lng: last[0], lat: last[1] }, to.sea);
    if (pacific !== null && pacific.km < km) {
      pairs.push({
        from: from.id,
        to: to.id,
        km: round(pacific.km, 1),
        nm: round(pacific.km / 1.852, 1),
        routeClass: pacific.routeClass,
        origin: 'searoute',
      });
      continue;
    }
    pairs.push({
      from: from.id,
      to: to.id,
      km: round(km, 1),
      nm: round(km / 1.852, 1),
      routeClass: routeClassOf(line.geometry.coordinates),
      origin: 'searoute',
    });
  }
}
if (unrouted.length > 0) {
  process.stderr.write(
    `No route and no override for ${unrouted.length} pairs: ${unrouted.join(', ')}\nAdd them to reference-data/route-overrides.json.\n`,
  );
  process.exitCode = 1;
}
writeFileSync(
  new URL('../reference-data/sea-distances.json', import.meta.url),
  `${JSON.stringify({
    source:
      'searoute-js 0.1.0 (Eurostat/ORNL marine network, EUPL-1.2 / MPL-2.0 derived) over ports.json sea points; km as computed, nm = km / 1.852; overrides from route-overrides.json',
    generatedBy: 'scripts/compute-sea-distances.ts',
    pairs,
  })}\n`,
);
console.log(
  `sea-distances.json: ${pairs.length} pairs (${pairs.filter((pair) => pair.origin === 'override').length} overrides), ${unrouted.length} unrouted`,
);
