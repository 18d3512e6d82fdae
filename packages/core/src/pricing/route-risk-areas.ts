import type { RiskArea } from '../market-data/cost-rules.schemas.ts';
import type { RouteClass } from '../market-data/reference-data.schemas.ts';

interface SeaPoint {
  readonly lat: number;
  readonly lng: number;
}

/**
 * The Red Sea with the Gulfs of Suez and Aqaba: north of the Bab-el-Mandeb strait (12.6° N) and south of the Suez
 * Canal's Mediterranean end (30° N), between the African and Arabian shores. A coarse box is enough because no port
 * of the tables lies in it outside the Red Sea (Djibouti and Berbera sit south of the strait, the Gulf ports east).
 */
export const isInRedSea = ({ lat, lng }: SeaPoint): boolean =>
  lat > 12.6 && lat < 30 && lng > 32 && lng < 43.6;

/**
 * Whether a voyage between two ports sails through the Bab-el-Mandeb strait. A Red Sea port is reached through the
 * strait on every route but the Suez one (the Suez approach enters from the north); between two ports outside the Red
 * Sea only the Suez route crosses the strait; between two Red Sea ports none does.
 */
export const passesBabElMandeb = (from: SeaPoint, to: SeaPoint, routeClass: RouteClass): boolean => {
  const fromRedSea = isInRedSea(from);
  const toRedSea = isInRedSea(to);
  if (fromRedSea && toRedSea) return false;
  if (fromRedSea || toRedSea) return routeClass !== 'Suez';
  return routeClass === 'Suez';
};

/** The risk areas a voyage passes. */
export const riskAreasPassed = (from: SeaPoint, to: SeaPoint, routeClass: RouteClass): readonly RiskArea[] =>
  passesBabElMandeb(from, to, routeClass) ? ['Bab-el-Mandeb'] : [];
