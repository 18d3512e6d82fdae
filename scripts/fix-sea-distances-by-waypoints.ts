/**
 * Re-checks every pair of reference-data/sea-distances.json against the way-point great-circle lower bound
 * (packages/core/src/market-data/sea-waypoints.ts, docs/decisions/0118) and replaces each figure more than 6 % above
 * it by the bound + 5 % (the track between the way-points), origin 'waypoint', with the route class of the chain.
 * Run after scripts/compute-sea-distances.ts:  npx tsx scripts/fix-sea-distances-by-waypoints.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  portsFileSchema,
  routeOverridesFileSchema,
  seaDistancesFileSchema,
} from '../packages/core/src/market-data/reference-data.schemas.ts';
import {
  lowerBoundCanal,
  seaDistanceLowerBoundKm,
} from '../packages/core/src/market-data/sea-distance-lower-bound.ts';

const tolerance = 1.06;
const trackAllowance = 1.05;
const checkedOn = '2026-11-29';

const ports = portsFileSchema.parse(JSON.parse(readFileSync('reference-data/ports.json', 'utf8'))).ports;
const file = seaDistancesFileSchema.parse(
  JSON.parse(readFileSync('reference-data/sea-distances.json', 'utf8')),
);
const overrides = routeOverridesFileSchema.parse(
  JSON.parse(readFileSync('reference-data/route-overrides.json', 'utf8')),
);
const byId = new Map(ports.map((port) => [port.id, port]));
let fixed = 0;
const fixedOverrides = new Map<string, number>();
const pairs = file.pairs.map((pair) => {
  const from = byId.get(pair.from);
  const to = byId.get(pair.to);
  if (from === undefined || to === undefined || pair.km === 0) return pair;
  const boundKm = seaDistanceLowerBoundKm(from, to);
  if (boundKm === null || pair.km <= boundKm * tolerance) return pair;
  fixed += 1;
  const km = Math.round(boundKm * trackAllowance * 10) / 10;
  const canal = lowerBoundCanal(from, to);
  const routeClass =
    canal ?? (pair.routeClass === 'Suez' || pair.routeClass === 'Panama' ? 'Direct' : pair.routeClass);
  // A hand-made override (a short coastal hop estimated as great circle × 1.15-1.2) takes the bound too, and stays
  // an override so route-overrides.json keeps its comment beside the figure.
  if (pair.origin === 'override') fixedOverrides.set(`${pair.from}|${pair.to}`, km);
  const origin = pair.origin === 'override' ? ('override' as const) : ('waypoint' as const);
  return { ...pair, km, nm: Math.round((km / 1.852) * 10) / 10, routeClass, origin };
});
const overridesOut = overrides.overrides.map((row) => {
  const km = fixedOverrides.get(`${row.from}|${row.to}`);
  return km === undefined
    ? row
    : {
        ...row,
        km,
        comment: `${row.comment} Re-checked ${checkedOn}: more than 6 % above the way-point great-circle lower bound, now that bound + 5 % (docs/decisions/0118).`,
      };
});
writeFileSync(
  'reference-data/route-overrides.json',
  `${JSON.stringify({ overrides: overridesOut }, null, 2)}\n`,
);
const note = `; pairs more than 6 % above the way-point great-circle lower bound (packages/core/src/market-data/sea-waypoints.ts) replaced by that bound + 5 % for the track, origin 'waypoint' (scripts/fix-sea-distances-by-waypoints.ts, ${checkedOn})`;
const source = file.source.includes('way-point') ? file.source : `${file.source}${note}`;
writeFileSync(
  'reference-data/sea-distances.json',
  `${JSON.stringify({ ...file, source, pairs }, null, 2)}\n`,
);
console.log(`${fixed} of ${file.pairs.length} pairs replaced by the way-point bound + 5 %`);
