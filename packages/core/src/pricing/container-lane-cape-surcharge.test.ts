import { describe, expect, it } from 'vitest';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import tonnesPerContainerJson from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import * as costRules from '../market-data/cost-rules.schemas.ts';
import { shippedReferenceData } from '../market-data/shipped-reference-data.test-support.ts';
import type { CalculatorSetup, ReferenceTables } from './calculator-setup.ts';
import { resolveFreight } from './resolve-freight.ts';

// Issue 45 item 3 (decision 0134): the Cape diversion surcharge joins a container lane's rate through the lane's route
// seam, as it joins a distance-band box, when the box is priced round the Cape instead of through Suez.

const reference = shippedReferenceData();
const lanes = reference.containerLanes;
const onDate = '2026-11-20';
const setupOf = (contractId: CalculatorSetup['contractId'], originCountryId: string): CalculatorSetup => ({
  contractId,
  currencyCode: 'USD',
  tons: 0,
  tonsPerContainer: null,
  originCountryId,
  destinationCountryId: '528',
  destinationCharges: null,
  landFreight: null,
  adjustments: {},
});

describe('container lanes round the Cape', () => {
  it('a lane box diverted round the Cape pays the Cape diversion surcharge on top of the lane (decision 0134)', () => {
    const tables: ReferenceTables = {
      dutyRules: [],
      destinationCharges: [],
      landFreight: [],
      insurance: [],
      seaFreight: costRules.seaFreightRatesFileSchema.parse(seaFreightRatesJson),
      tonnesPerContainer: costRules.tonnesPerContainerFileSchema.parse(tonnesPerContainerJson).rules,
      bulkFreight: costRules.bulkFreightFileSchema.parse(bulkFreightJson),
      containerLanes: lanes ?? null,
    };
    const question = {
      setup: setupOf('London5', '156'),
      distance: {
        from: 'CNSHA',
        to: 'NLRTM',
        km: 26000,
        nm: 14038.9,
        routeClass: 'Suez' as const,
        origin: 'searoute' as const,
      },
      tables,
      onDate,
      originPortId: 'CNSHA',
      destinationPortId: 'NLRTM',
    };
    const viaSuez = resolveFreight(question);
    expect(viaSuez.freightTerms.containerLane).toMatchObject({
      laneId: 'FBX11',
      routeSurchargePerContainer: 0,
    });
    expect(viaSuez.seaFreight.price).toBe(1539);
    const roundTheCape = resolveFreight({ ...question, alternativeRoute: true });
    expect(roundTheCape.seaFreight.price).toBe(1539 + 200);
    expect(roundTheCape.freightTerms.containerLane).toMatchObject({
      laneId: 'FBX11',
      per20ft: 1539,
      routeSurchargePerContainer: 200,
    });
    expect(roundTheCape.seaFreight.source).toMatch(
      /lane rate per 20-ft box \+ Cape diversion 200 USD per box/,
    );
  });
});
