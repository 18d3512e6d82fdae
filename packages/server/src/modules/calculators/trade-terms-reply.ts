import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { PricedCalculator } from '@psc/core/pricing/priced-calculator';
import type { ResolveResult } from '@psc/core/pricing/resolve-pricing-input';
import { roundTo } from '@psc/core/pricing/round-to-cents';
import { transitTime } from '@psc/core/pricing/voyage';
import type { CalculatorRow } from './calculators.repository.ts';
import type { Route } from '@psc/core/pricing/stored-calculator-route';
import type { PricingContext } from './pricing-context.ts';

// The reply's trade terms (issue 14; docs/decisions/0032 to 0035): duty regime, polarisation, freight mode, sea
// routes and the Finance line, each saying how its figure was made.

type TradeTerms = Pick<
  CalculatorReply,
  'duty' | 'dutyRegime' | 'seaRoute' | 'seaRoutes' | 'finance' | 'freight' | 'polarisation'
>;

/** The Finance line's terms (in force, whoever set them) and, while on, its figures (docs/decisions/0034). */
const financeReplyOf = (
  result: ResolveResult,
  priced: PricedCalculator | null,
): CalculatorReply['finance'] => {
  if (!result.ok || result.finance === null) return null;
  const terms = result.finance;
  const part = priced?.finance ?? null;
  return {
    active: terms.active,
    carryRatePerYear: terms.carryRatePerYear,
    paymentDays: terms.paymentDays,
    transitDays: roundTo(terms.transitDays, 2),
    lcIssuanceRate: terms.lcIssuanceRate,
    lcConfirmationRate: terms.lcConfirmationRate,
    waitingDaysLow: terms.waitingDaysLow,
    waitingDaysHigh: terms.waitingDaysHigh,
    price: part?.price ?? 0,
    lowPrice: part?.lowPrice ?? 0,
    highPrice: part?.highPrice ?? 0,
    carry: part?.carry ?? 0,
    letterOfCredit: part?.letterOfCredit ?? 0,
    demurrage: part?.demurrage ?? 0,
    demurrageLow: part?.demurrageLow ?? 0,
    demurrageHigh: part?.demurrageHigh ?? 0,
    importTaxCarry: part?.importTaxCarry ?? 0,
    formula: part?.formula ?? null,
    source: terms.source,
    verified: terms.verified,
  };
};

/**
 * The terms of one priced calculator. `route` is the sea route it was priced on, with both Suez and Cape distances
 * when the pair goes through Suez.
 */
export const tradeTermsReplyOf = (
  context: PricingContext,
  row: CalculatorRow,
  result: ResolveResult,
  priced: PricedCalculator | null,
  route: Route | null,
): TradeTerms => {
  const voyage = context.reference.seaFreight.voyage;
  const freight = result.ok ? result.freight : null;
  const bulkVoyage = freight?.voyage ?? null;
  return {
    duty: result.ok
      ? {
          appliedId: result.duty.applied?.id ?? null,
          reason: result.duty.reason,
          chosen: result.duty.chosen,
          yieldFactor: result.input.duty.yieldFactor ?? 1,
          options: [...result.duty.options],
        }
      : null,
    dutyRegime: row.dutyRegime,
    seaRoute: row.seaRoute,
    seaRoutes:
      route?.suez && route.cape
        ? [
            { id: 'suez' as const, distance: route.suez },
            { id: 'cape' as const, distance: route.cape },
          ]
            .sort((a, b) => Number(b.id === route.cheaper) - Number(a.id === route.cheaper))
            .map(({ id, distance }) => ({
              id,
              routeClass: distance.routeClass,
              distanceInKM: roundTo(distance.km, 3),
              distanceInNM: roundTo(distance.nm, 3),
              travelTimeInMS:
                bulkVoyage !== null
                  ? transitTime(distance.nm, bulkVoyage.speedKnots, bulkVoyage.portDays).milliseconds
                  : transitTime(distance.nm, voyage.speedKnots, voyage.portDays).milliseconds,
              chosen: route.distance === distance,
              cheaper: route.cheaper === id,
            }))
        : null,
    finance: financeReplyOf(result, priced),
    freight:
      freight === null
        ? null
        : {
            mode: freight.mode,
            customMode: freight.customMode,
            vesselClassId: freight.vesselClassId,
            vesselClassName: freight.vesselClassName,
            cargoTonnes: freight.cargoTonnes,
            customCargoTonnes: freight.customCargoTonnes,
            voyage:
              bulkVoyage === null
                ? null
                : {
                    nauticalMiles: bulkVoyage.nauticalMiles,
                    speedKnots: bulkVoyage.speedKnots,
                    seaDays: roundTo(bulkVoyage.seaDays, 2),
                    ballastDays: roundTo(bulkVoyage.ballastDays, 2),
                    portDays: bulkVoyage.portDays,
                    totalDays: roundTo(bulkVoyage.totalDays, 2),
                    hireUsdPerDay: bulkVoyage.hireUsdPerDay,
                    hireUsd: roundTo(bulkVoyage.hireUsd, 2),
                    bunkerTonnes: roundTo(bulkVoyage.bunkerTonnes, 2),
                    bunkerUsdPerTonne: bulkVoyage.bunkerUsdPerTonne,
                    bunkersUsd: roundTo(bulkVoyage.bunkersUsd, 2),
                    portCostsUsd: bulkVoyage.portCostsUsd,
                    canalUsd: bulkVoyage.canalUsd,
                    totalUsd: roundTo(bulkVoyage.totalUsd, 2),
                    perTonneUsd: roundTo(bulkVoyage.perTonneUsd, 2),
                  },
            basis: freight.basis,
            assessment:
              freight.assessment === null
                ? null
                : {
                    usdPerTonne: freight.assessment.usdPerTonne,
                    assessedOn: freight.assessment.assessedOn,
                    publisher: freight.assessment.publisher,
                    source: freight.assessment.source,
                    publicationId: freight.assessment.publicationId,
                    isDemo: freight.assessment.isDemo,
                  },
            source: freight.source,
            verified: freight.verified,
            containerLane: freight.containerLane ?? null,
            vesselClasses: context.reference.bulkFreight.vesselClasses.map((vessel) => ({
              id: vessel.id,
              name: vessel.name,
              cargoTonnes: vessel.cargoTonnes,
              minCargoTonnes: vessel.minCargoTonnes,
              maxCargoTonnes: vessel.maxCargoTonnes,
            })),
          },
    polarisation:
      result.ok && result.polarisation !== null && priced?.polarisation
        ? {
            degrees: result.polarisation.degrees,
            custom: result.polarisation.custom,
            gradeId: result.polarisation.gradeId,
            gradeName: result.polarisation.gradeName,
            rate: result.polarisation.rate,
            method: result.polarisation.method,
            price: priced.polarisation.price,
            lowPrice: priced.polarisation.lowPrice,
            highPrice: priced.polarisation.highPrice,
            source: priced.polarisation.source,
            verified: result.polarisation.verified,
          }
        : null,
  };
};
