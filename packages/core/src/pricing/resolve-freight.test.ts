import { describe, expect, it } from 'vitest';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import tonnesPerContainerJson from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import { laneKey, type LaneAssessment } from '../market-data/freight-assessments.ts';
import * as costRules from '../market-data/cost-rules.schemas.ts';
import { shippedReferenceData } from '../market-data/shipped-reference-data.test-support.ts';
import {
  memoisedFreight,
  resolveFreight,
  type FreightMemo,
  type FreightQuestion,
} from './resolve-freight.ts';
import type { CalculatorSetup, ReferenceTables } from './calculator-setup.ts';

// Which source prices a bulk freight line (docs/decisions/0036): the lane's published assessment for the vessel
// class on the usual route, else the voyage-cost model.

const tables: ReferenceTables = {
  dutyRules: [],
  destinationCharges: [],
  landFreight: [],
  insurance: [],
  seaFreight: costRules.seaFreightRatesFileSchema.parse(seaFreightRatesJson),
  tonnesPerContainer: costRules.tonnesPerContainerFileSchema.parse(tonnesPerContainerJson).rules,
  bulkFreight: costRules.bulkFreightFileSchema.parse(bulkFreightJson),
};
const setup: CalculatorSetup = {
  contractId: 'NewYork11',
  currencyCode: 'USD',
  tons: 0,
  tonsPerContainer: null,
  originCountryId: '076',
  destinationCountryId: '360',
  destinationCharges: null,
  landFreight: null,
  adjustments: {},
};
const distance = {
  from: 'BRSSZ',
  to: 'IDTPP',
  km: 16_085,
  nm: 8685.2,
  routeClass: 'Cape of Good Hope' as const,
  origin: 'searoute' as const,
};
const published: LaneAssessment = {
  fromPortId: 'BRSSZ',
  toPortId: 'IDTPP',
  usdPerTonne: 31.25,
  assessedOn: '2026-11-19',
  vesselClassId: 'Supramax',
  source: 'broker survey',
  publisher: 'Jane Analyst',
  publicationId: 'p1',
  isDemo: false,
};
const assessments = new Map([[laneKey('BRSSZ', 'IDTPP', 'Supramax'), published]]);

const freightOf = (overrides: {
  from?: string;
  to?: string;
  vesselClassId?: string;
  freightMode?: 'bulk' | 'container';
  alternativeRoute?: boolean;
  withBook?: boolean;
}) =>
  resolveFreight({
    setup: { ...setup, vesselClassId: overrides.vesselClassId, freightMode: overrides.freightMode },
    distance,
    tables,
    onDate: '2026-11-20',
    originPortId: overrides.from ?? 'BRSSZ',
    destinationPortId: overrides.to ?? 'IDTPP',
    assessments: overrides.withBook === false ? undefined : assessments,
    alternativeRoute: overrides.alternativeRoute,
  });

describe('resolveFreight with lane assessments', () => {
  it.each([
    ['the assessed lane and class', {}, 'assessment'],
    ['no publication at all', { withBook: false }, 'voyage'],
    ['the lane the other way round', { from: 'IDTPP', to: 'BRSSZ' }, 'voyage'],
    ['another vessel class', { vesselClassId: 'Handysize' }, 'voyage'],
    ['the alternative (Cape) route of a Suez lane', { alternativeRoute: true }, 'voyage'],
  ] as const)('%s → %s', (_name, overrides, basis) => {
    const resolved = freightOf(overrides);
    expect(resolved.freightTerms.basis).toBe(basis);
    expect(resolved.freightTerms.voyage).not.toBeNull();
    if (basis === 'assessment') {
      expect(resolved.freightTerms.assessment).toBe(published);
      expect(resolved.seaFreight).toMatchObject({
        price: 31.25,
        lowPrice: 31.25,
        highPrice: 31.25,
        currencyCode: 'USD',
        mode: 'bulk',
        source: 'Supramax lane assessment of 2026-11-19 by Jane Analyst (broker survey)',
        timestamp: Date.UTC(2026, 10, 19),
        formula:
          'bulk freight per tonne = published lane assessment $31.25/t (Supramax, assessed 2026-11-19) × FX',
      });
    } else {
      expect(resolved.freightTerms.assessment).toBeNull();
      expect(resolved.seaFreight.price).toBe(resolved.freightTerms.voyage?.perTonneUsd);
    }
  });

  it('leaves containers to the box bands', () => {
    const resolved = freightOf({ freightMode: 'container' });
    expect(resolved.freightTerms).toMatchObject({ mode: 'container', basis: null, assessment: null });
    expect(resolved.seaFreight.mode).toBeUndefined();
  });
});

// A parity matrix asks each route's freight once per period (decision 0157): the memo must answer a question only with
// the freight of that same question.
describe('memoisedFreight', () => {
  // The shipped container lanes too, so that the countries of a box (its lane) count.
  const withLanes: ReferenceTables = {
    ...tables,
    containerLanes: shippedReferenceData().containerLanes ?? null,
  };
  const question: FreightQuestion = {
    setup: { ...setup, freightMode: 'bulk' },
    distance,
    tables: withLanes,
    onDate: '2026-11-20',
    originPortId: 'BRSSZ',
    destinationPortId: 'IDTPP',
    assessments,
  };
  // China to the Netherlands has a published lane (FBX11).
  const laneBoxes: FreightQuestion = {
    ...question,
    setup: {
      ...question.setup,
      freightMode: 'container',
      originCountryId: '156',
      destinationCountryId: '528',
    },
  };
  const variants: readonly (readonly [string, FreightQuestion])[] = [
    ['the question itself', question],
    ['containers', { ...question, setup: { ...question.setup, freightMode: 'container' } }],
    ['another vessel class', { ...question, setup: { ...question.setup, vesselClassId: 'Handysize' } }],
    ['another cargo', { ...question, setup: { ...question.setup, cargoTonnes: 30_000 } }],
    ['the Cape instead of Suez', { ...question, alternativeRoute: true }],
    ['the lane the other way round', { ...question, originPortId: 'IDTPP', destinationPortId: 'BRSSZ' }],
    ['another distance of the pair', { ...question, distance: { ...distance, nm: 9000 } }],
    ['no distance', { ...question, distance: null }],
    ['containers on a lane', laneBoxes],
    [
      'containers from another origin country',
      { ...laneBoxes, setup: { ...laneBoxes.setup, originCountryId: '764' } },
    ],
    [
      'containers to another destination country',
      { ...laneBoxes, setup: { ...laneBoxes.setup, destinationCountryId: '360' } },
    ],
    [
      'another box load',
      { ...question, setup: { ...question.setup, freightMode: 'container', tonsPerContainer: 22 } },
    ],
    [
      'London #5 by its default mode',
      { ...question, setup: { ...question.setup, contractId: 'London5', freightMode: null } },
    ],
    ['New York #11 by its default mode', { ...question, setup: { ...question.setup, freightMode: null } }],
    ['another day', { ...question, onDate: '2025-01-02' }],
  ];

  it.each(variants)('answers %s as resolveFreight does, asked among all the others', (_name, asked) => {
    const memo: FreightMemo = new Map();
    for (const [, other] of variants) memoisedFreight(memo, other);
    expect(memoisedFreight(memo, asked)).toEqual(resolveFreight(asked));
  });

  it('answers the same question from the memo', () => {
    const memo: FreightMemo = new Map();
    const first = memoisedFreight(memo, question);
    expect(memoisedFreight(memo, { ...question, setup: { ...question.setup } })).toBe(first);
  });
});
