import type { BulkFreightFile, VesselClass } from '../market-data/cost-rules.schemas.ts';

/** What one bulk voyage costs and how the per-tonne freight is made (docs/decisions/0033). */
export interface BulkVoyage {
  readonly vesselClassId: string;
  readonly cargoTonnes: number;
  readonly nauticalMiles: number;
  readonly speedKnots: number;
  /** Laden days at sea. */
  readonly seaDays: number;
  /** Repositioning days charged to this cargo: seaDays × ballastRatio. */
  readonly ballastDays: number;
  readonly portDays: number;
  readonly totalDays: number;
  readonly hireUsdPerDay: number;
  readonly hireUsd: number;
  readonly bunkerTonnes: number;
  readonly bunkerUsdPerTonne: number;
  readonly bunkersUsd: number;
  /** Loading and discharge port calls. */
  readonly portCostsUsd: number;
  readonly canalUsd: number;
  readonly totalUsd: number;
  readonly perTonneUsd: number;
}

export interface BulkVoyageQuestion {
  readonly nauticalMiles: number;
  /** Suez, Panama, Cape of Good Hope or Direct: picks the canal dues. */
  readonly routeClass: string;
  readonly vessel: VesselClass;
  readonly cargoTonnes: number;
  readonly file: Pick<BulkFreightFile, 'bunker' | 'portDays' | 'ballastRatio'>;
}

/**
 * The voyage-cost model: time-charter hire × (laden + charged ballast + port days) + bunkers burnt at sea and in port
 * + two port calls + canal dues, divided by the cargo. The same method Platts uses for its implied Supramax freight.
 */
export const bulkVoyageCost = ({
  nauticalMiles,
  routeClass,
  vessel,
  cargoTonnes,
  file,
}: BulkVoyageQuestion): BulkVoyage => {
  if (!(cargoTonnes > 0)) throw new RangeError('cargoTonnes must be above 0');
  const seaDays = nauticalMiles / (vessel.speedKnots * 24);
  const ballastDays = seaDays * file.ballastRatio;
  const totalDays = seaDays + ballastDays + file.portDays;
  const hireUsd = vessel.hireUsdPerDay * totalDays;
  const bunkerTonnes =
    (seaDays + ballastDays) * vessel.seaConsumptionTonnesPerDay +
    file.portDays * vessel.portConsumptionTonnesPerDay;
  const bunkersUsd = bunkerTonnes * file.bunker.usdPerTonne;
  const portCostsUsd = 2 * vessel.portCostUsdPerCall;
  const canalUsd = vessel.canalUsd[routeClass] ?? 0;
  const totalUsd = hireUsd + bunkersUsd + portCostsUsd + canalUsd;
  return {
    vesselClassId: vessel.id,
    cargoTonnes,
    nauticalMiles,
    speedKnots: vessel.speedKnots,
    seaDays,
    ballastDays,
    portDays: file.portDays,
    totalDays,
    hireUsdPerDay: vessel.hireUsdPerDay,
    hireUsd,
    bunkerTonnes,
    bunkerUsdPerTonne: file.bunker.usdPerTonne,
    bunkersUsd,
    portCostsUsd,
    canalUsd,
    totalUsd,
    perTonneUsd: totalUsd / cargoTonnes,
  };
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The provenance formula with the voyage's own figures, so a trader can redo it. */
export const bulkVoyageFormula = (voyage: BulkVoyage): string =>
  `bulk freight per tonne = (hire $${whole.format(voyage.hireUsdPerDay)}/day × ${oneDecimal.format(voyage.totalDays)} days` +
  ` (${oneDecimal.format(voyage.seaDays)} at sea at ${voyage.speedKnots} kn + ${oneDecimal.format(voyage.ballastDays)} ballast + ${oneDecimal.format(voyage.portDays)} in port)` +
  ` + bunkers ${whole.format(voyage.bunkerTonnes)} t × $${whole.format(voyage.bunkerUsdPerTonne)}` +
  ` + port calls $${whole.format(voyage.portCostsUsd)} + canal $${whole.format(voyage.canalUsd)})` +
  ` ÷ ${whole.format(voyage.cargoTonnes)} t × FX`;
