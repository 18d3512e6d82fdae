import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import { bulkFreightFileSchema } from '../market-data/cost-rules.schemas.ts';
import { bulkVoyageCost, bulkVoyageFormula } from './bulk-voyage.ts';

const file = bulkFreightFileSchema.parse(bulkFreightJson);
const vessel = (id: string) => {
  const found = file.vesselClasses.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('bulkVoyageCost', () => {
  it('prices Santos → Tanjung Priok (8,685.2 nm, Cape) on a Supramax with 55,000 t as docs/pricing.md shows', () => {
    const voyage = bulkVoyageCost({
      nauticalMiles: 8685.2,
      routeClass: 'Cape of Good Hope',
      vessel: vessel('Supramax'),
      cargoTonnes: 55_000,
      file,
    });
    // 8,685.2 / (12.5 × 24) = 28.95 sea days; ballast 30 % = 8.69; port 11 → 48.64 days.
    expect(voyage.seaDays).toBeCloseTo(28.9507, 4);
    expect(voyage.ballastDays).toBeCloseTo(8.6852, 4);
    expect(voyage.totalDays).toBeCloseTo(48.6359, 4);
    expect(voyage.hireUsd).toBeCloseTo(729_538, 2);
    expect(voyage.bunkerTonnes).toBeCloseTo(1022.53, 2);
    expect(voyage.bunkersUsd).toBeCloseTo(593_068.87, 2);
    expect(voyage.portCostsUsd).toBe(120_000);
    expect(voyage.canalUsd).toBe(0);
    expect(Math.round(voyage.perTonneUsd * 100) / 100).toBe(26.23);
    expect(bulkVoyageFormula(voyage)).toBe(
      'bulk freight per tonne = (hire $15,000/day × 48.6 days (29.0 at sea at 12.5 kn + 8.7 ballast + 11.0 in port) + bunkers 1,023 t × $580 + port calls $120,000 + canal $0) ÷ 55,000 t × FX',
    );
  });

  it('adds the canal dues of the route class, once', () => {
    const base = { nauticalMiles: 7160.9, vessel: vessel('Supramax'), cargoTonnes: 55_000, file };
    const suez = bulkVoyageCost({ ...base, routeClass: 'Suez' });
    const direct = bulkVoyageCost({ ...base, routeClass: 'Direct' });
    expect(suez.totalUsd - direct.totalUsd).toBe(230_000);
  });

  it('costs more per tonne for a smaller cargo on the same ship, and a Handysize more than a full Supramax', () => {
    const at = (id: string, cargo: number) =>
      bulkVoyageCost({
        nauticalMiles: 5467.8,
        routeClass: 'Direct',
        vessel: vessel(id),
        cargoTonnes: cargo,
        file,
      }).perTonneUsd;
    expect(at('Supramax', 30_000)).toBeGreaterThan(at('Supramax', 55_000));
    expect(at('Handysize', 35_000)).toBeGreaterThan(at('Supramax', 55_000));
  });

  it('is linear in distance: per tonne rises with every mile', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15_000 }), fc.integer({ min: 1, max: 5_000 }), (nm, more) => {
        const cost = (miles: number) =>
          bulkVoyageCost({
            nauticalMiles: miles,
            routeClass: 'Direct',
            vessel: vessel('Supramax'),
            cargoTonnes: 55_000,
            file,
          }).perTonneUsd;
        expect(cost(nm + more)).toBeGreaterThan(cost(nm));
      }),
    );
  });

  it('refuses an empty cargo', () => {
    expect(() =>
      bulkVoyageCost({
        nauticalMiles: 1,
        routeClass: 'Direct',
        vessel: vessel('Supramax'),
        cargoTonnes: 0,
        file,
      }),
    ).toThrow(RangeError);
  });

  it('ships raws in bulk on a Supramax and whites in containers by default', () => {
    const modeOf = (contractId: string) => file.defaultModes.find((entry) => entry.contractId === contractId);
    expect(modeOf('NewYork11')).toMatchObject({ mode: 'bulk', vesselClassId: 'Supramax' });
    expect(modeOf('London5')).toMatchObject({ mode: 'container' });
    for (const entry of file.defaultModes)
      if (entry.vesselClassId !== null)
        expect(file.vesselClasses.map((v) => v.id)).toContain(entry.vesselClassId);
  });
});
