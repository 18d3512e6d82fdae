import { laneKey, type LaneAssessment, type LaneAssessmentBook } from '../market-data/freight-assessments.ts';
import type { SeaDistance } from '../market-data/reference-data.schemas.ts';
import {
  findInlandFreight,
  findSeaFreightCost,
  findTonnesPerContainer,
} from '../market-data/rule-lookups.ts';
import { bulkVoyageCost, bulkVoyageFormula, type BulkVoyage } from './bulk-voyage.ts';
import { capeDiversionLaneSurcharge, withCapeDiversion } from './container-cape-surcharge.ts';
import type { SeaFreightInput } from './pricing-input.ts';
import { epochOf, flat, freightLine, unverifiedNote } from './resolve-helpers.ts';
import type { CalculatorSetup, ReferenceTables } from './calculator-setup.ts';
import { containerLaneLine, findContainerLane, type ContainerLaneTerms } from './container-lane-freight.ts';

/** How the freight line was made: the mode, and for bulk the vessel class, cargo and voyage. */
export interface FreightTerms {
  readonly mode: 'container' | 'bulk' | 'inland';
  /** The user chose the mode; false = the basis's default. */
  readonly customMode: boolean;
  readonly vesselClassId: string | null;
  readonly vesselClassName: string | null;
  readonly cargoTonnes: number | null;
  readonly customCargoTonnes: boolean;
  /** Bulk with a known route: the voyage-cost model's figures (shown beside an assessment for comparison). */
  readonly voyage: BulkVoyage | null;
  /** 'assessment' = a published lane assessment priced the line; 'voyage' = the model did; null = not bulk. */
  readonly basis: 'assessment' | 'voyage' | null;
  /** The lane's current published assessment when it priced the line. */
  readonly assessment: LaneAssessment | null;
  readonly source: string | null;
  readonly verified: boolean;
  /** Containers priced from a trade lane's index rate (decision 0122); null = the distance band or not containers. */
  readonly containerLane?: ContainerLaneTerms | null;
}

export interface ResolvedFreight {
  readonly seaFreight: SeaFreightInput;
  readonly freightTerms: FreightTerms;
  readonly mode: FreightTerms['mode'];
  readonly vessel: NonNullable<ReferenceTables['bulkFreight']>['vesselClasses'][number] | null;
  readonly cargoTonnes: number | null;
  readonly voyage: BulkVoyage | null;
}

const laneAssessmentSource = (assessment: LaneAssessment, vesselName: string): string =>
  `${vesselName} lane assessment of ${assessment.assessedOn} by ${assessment.publisher} (${assessment.source})${assessment.isDemo ? ', demo data' : ''}`;

/**
 * The lane rate of a container box, where a lane is known: a lane rate is for the usual route, so a box diverted round
 * the Cape pays the carriers' surcharge on top through the lane's route seam (decision 0134). null = no lane.
 */
const containerLaneLineOf = (question: {
  readonly setup: CalculatorSetup;
  readonly distance: SeaDistance | null;
  readonly tables: ReferenceTables;
  readonly onDate: string;
  readonly originPortId?: string | null;
  readonly destinationPortId?: string | null;
  readonly alternativeRoute: boolean;
}) => {
  const { setup, tables, onDate } = question;
  if (setup.originCountryId === null) return null;
  const lane = findContainerLane(
    tables.containerLanes,
    { countryId: setup.originCountryId, portId: question.originPortId ?? null },
    { countryId: setup.destinationCountryId, portId: question.destinationPortId ?? null },
    onDate,
  );
  return lane === null
    ? null
    : containerLaneLine(
        lane,
        question.distance,
        capeDiversionLaneSurcharge(
          tables.seaFreight.capeDiversionSurcharges ?? [],
          question.alternativeRoute,
          onDate,
        ),
      );
};

/**
 * The freight line (docs/decisions/0033, 0036): containers by distance band, a bulk voyage on a vessel class, or the cash
 * market's inland freight, with the terms the reply shows.
 */
export interface FreightQuestion {
  readonly setup: CalculatorSetup;
  readonly distance: SeaDistance | null;
  readonly tables: ReferenceTables;
  readonly onDate: string;
  /** Loading and discharge ports of the priced route (lanes are directional). */
  readonly originPortId?: string | null;
  readonly destinationPortId?: string | null;
  /** Current published lane assessments; missing = none. */
  readonly assessments?: LaneAssessmentBook;
  /**
   * The Cape is priced for a Suez pair: a lane assessment is for the usual route, and a container pays the Cape
   * diversion surcharge.
   */
  readonly alternativeRoute?: boolean;
}

export const resolveFreight = (question: FreightQuestion): ResolvedFreight => {
  const { setup, distance, tables, onDate } = question;
  const tonnesRule = findTonnesPerContainer(tables.tonnesPerContainer, setup.destinationCountryId, onDate);
  const tonnesPerContainer = setup.tonsPerContainer ?? tonnesRule?.tonnes ?? 0;
  const freightQuote = withCapeDiversion(
    distance === null
      ? null
      : findSeaFreightCost(tables.seaFreight, distance.nm, distance.routeClass, onDate),
    tables.seaFreight.capeDiversionSurcharges ?? [],
    question.alternativeRoute === true,
    onDate,
  );
  const exWorks = setup.contractId === 'CashMarketPrice';
  const bulkFile = tables.bulkFreight ?? null;
  const basisDefault = bulkFile?.defaultModes.find((entry) => entry.contractId === setup.contractId);
  const mode: FreightTerms['mode'] = exWorks
    ? 'inland'
    : bulkFile === null
      ? 'container'
      : (setup.freightMode ?? basisDefault?.mode ?? 'container');
  const vessel =
    mode !== 'bulk' || bulkFile === null
      ? null
      : (bulkFile.vesselClasses.find((entry) => entry.id === setup.vesselClassId) ??
        bulkFile.vesselClasses.find((entry) => entry.id === basisDefault?.vesselClassId) ??
        bulkFile.vesselClasses[0] ??
        null);
  const cargoTonnes = vessel === null ? null : (setup.cargoTonnes ?? vessel.cargoTonnes);
  const voyage =
    vessel === null || bulkFile === null || distance === null || cargoTonnes === null
      ? null
      : bulkVoyageCost({
          nauticalMiles: distance.nm,
          routeClass: distance.routeClass,
          vessel,
          cargoTonnes,
          file: bulkFile,
        });
  const assessment =
    vessel === null ||
    question.alternativeRoute === true ||
    question.assessments === undefined ||
    question.originPortId == null ||
    question.destinationPortId == null
      ? null
      : (question.assessments.get(laneKey(question.originPortId, question.destinationPortId, vessel.id)) ??
        null);
  const freightTerms: FreightTerms = {
    mode,
    customMode: !exWorks && setup.freightMode != null,
    vesselClassId: vessel?.id ?? null,
    vesselClassName: vessel?.name ?? null,
    cargoTonnes,
    customCargoTonnes: vessel !== null && setup.cargoTonnes != null,
    voyage,
    basis: vessel === null ? null : assessment !== null ? 'assessment' : 'voyage',
    assessment,
    source:
      vessel === null || bulkFile === null
        ? null
        : `${unverifiedNote(vessel.source, vessel.verified ?? true)}; bunkers: ${unverifiedNote(bulkFile.bunker.source, bulkFile.bunker.verified ?? true)}`,
    verified: vessel === null ? true : (vessel.verified ?? true) && (bulkFile?.bunker.verified ?? true),
  };
  const laneLine =
    mode !== 'container' || exWorks
      ? null
      : containerLaneLineOf({ ...question, alternativeRoute: question.alternativeRoute === true });
  const inlandRule = exWorks
    ? findInlandFreight(tables.inlandFreight ?? [], setup.cashMarketRegionId ?? null, onDate)
    : null;
  const bulkFreight =
    mode !== 'bulk'
      ? null
      : bulkFreightLine({
          assessment,
          voyage,
          vessel,
          distance,
          source: freightTerms.source,
          tonnesPerContainer,
          onDate,
        });
  const seaFreight =
    bulkFreight ??
    (exWorks
      ? freightLine(
          inlandRule === null
            ? flat(
                0,
                'EUR',
                'no inland freight rule: enter your haulier’s rate as a custom FREIGHT cost',
                null,
              )
            : flat(
                inlandRule.perTonne,
                inlandRule.currencyCode,
                unverifiedNote(inlandRule.source, inlandRule.verified ?? true),
                epochOf(inlandRule.effectiveFrom),
              ),
          tonnesPerContainer,
          'inland',
          undefined,
        )
      : freightLine(
          laneLine !== null
            ? laneLine.amount
            : freightQuote === null
              ? flat(0, 'USD', 'no route between the ports: enter a custom freight', null)
              : flat(
                  freightQuote.costPerContainer,
                  freightQuote.currencyCode,
                  `${freightQuote.source} (${Math.round(distance?.nm ?? 0)} nm, ${distance?.routeClass ?? ''})`,
                  epochOf(freightQuote.effectiveFrom),
                ),
          tonnesPerContainer,
          undefined,
          undefined,
        ));

  return {
    seaFreight,
    freightTerms: { ...freightTerms, containerLane: laneLine?.terms ?? null },
    mode,
    vessel,
    cargoTonnes,
    voyage,
  };
};

/** A bulk cargo's freight line: the published lane assessment when there is one, else the voyage model's figure. */
const bulkFreightLine = ({
  assessment,
  voyage,
  vessel,
  distance,
  source,
  tonnesPerContainer,
  onDate,
}: {
  assessment: LaneAssessment | null;
  voyage: BulkVoyage | null;
  vessel: { name: string; effectiveFrom?: string } | null;
  distance: SeaDistance | null;
  source: string | null;
  tonnesPerContainer: number;
  onDate: string;
}) =>
  assessment !== null
    ? freightLine(
        flat(
          assessment.usdPerTonne,
          'USD',
          laneAssessmentSource(assessment, vessel?.name ?? assessment.vesselClassId),
          epochOf(assessment.assessedOn),
        ),
        tonnesPerContainer,
        'bulk',
        `bulk freight per tonne = published lane assessment $${assessment.usdPerTonne}/t (${vessel?.name ?? assessment.vesselClassId}, assessed ${assessment.assessedOn}) × FX`,
      )
    : voyage === null
      ? freightLine(
          flat(0, 'USD', 'no route between the ports: enter a custom freight', null),
          tonnesPerContainer,
          'bulk',
          undefined,
        )
      : freightLine(
          flat(
            voyage.perTonneUsd,
            'USD',
            `${vessel?.name ?? ''} voyage model, ${Math.round(voyage.cargoTonnes).toLocaleString('en-US')} t, ${Math.round(voyage.nauticalMiles)} nm (${distance?.routeClass ?? ''}): ${source ?? ''}`,
            epochOf(vessel?.effectiveFrom ?? onDate),
          ),
          tonnesPerContainer,
          'bulk',
          bulkVoyageFormula(voyage),
        );

/**
 * Freight lines worked out while pricing from one set of tables and assessments (decision 0157), by the question: a
 * matrix asks each route once for each of its periods, and a route choice asks again for the route it chose.
 */
export type FreightMemo = Map<string, ResolvedFreight>;

/**
 * Everything of a question that `resolveFreight` reads but its tables and assessments. The distance is keyed by its
 * figures, not its identity: a route's Cape leg is a new object each time the route is found. An input that
 * `resolveFreight` starts to read must join this key, or the memo would answer with another question's freight.
 */
const freightQuestionKey = ({
  setup,
  distance,
  onDate,
  originPortId,
  destinationPortId,
  alternativeRoute,
}: FreightQuestion): string =>
  [
    setup.contractId,
    setup.originCountryId,
    setup.destinationCountryId,
    setup.tonsPerContainer,
    setup.freightMode,
    setup.vesselClassId,
    setup.cargoTonnes,
    setup.cashMarketRegionId,
    JSON.stringify(distance),
    originPortId,
    destinationPortId,
    alternativeRoute === true,
    onDate,
  ].join('|');

/**
 * `resolveFreight`, answered from the memo when the same question was asked before. The memo belongs to one set of
 * tables and assessments (a pricing context's), so only the question's own choices tell answers apart.
 */
export const memoisedFreight = (memo: FreightMemo, question: FreightQuestion): ResolvedFreight => {
  const key = freightQuestionKey(question);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const answer = resolveFreight(question);
  memo.set(key, answer);
  return answer;
};
