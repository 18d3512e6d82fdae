import { describe, expect, it } from 'vitest';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import tonnesPerContainerJson from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import { laneKey, type LaneAssessment } from '../market-data/freight-assessments.ts';
import * as costRules from '../market-data/cost-rules.schemas.ts';
import { resolveFreight } from './resolve-freight.ts';
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
