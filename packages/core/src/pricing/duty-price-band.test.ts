import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import {
  dutyPriceBandsSchema,
  dutyRulesFileSchema,
  type DutyPriceBands,
} from '../market-data/reference-data.schemas.ts';
import { decideDuty } from './duty-decision.ts';
import { priceBandDuty, priceBandsInSeason, worldPriceOfBasis } from './duty-price-band.ts';

const file = dutyRulesFileSchema.parse(dutyRulesJson);
const eaeuRow = file.rules.find((rule) => rule.id === 'EAEU-raw-price-band');
if (eaeuRow?.worldPriceBands === undefined) throw new Error('the EAEU raw price-band row is missing');
const eaeu: DutyPriceBands = eaeuRow.worldPriceBands;

describe('priceBandDuty on the EAEU raw-sugar table (decision 0116)', () => {
  it.each([
    // world price US$/t, band from, band to, duty US$/t
    [200, null, 286.6, 270],
    [286.6, null, 286.6, 270],
    [286.604, null, 286.6, 270], // read to the cent, as the tariff states its bounds
    [286.61, 286.6, 324.08, 240],
    [324.08, 286.6, 324.08, 240],
    [324.09, 324.08, 361.56, 203],
    [339.92, 324.08, 361.56, 203], // Soyuzrossakhar: January's $339.92/t gave $203/t for March
    [361.57, 361.56, 396.83, 171],
    [396.83, 361.56, 396.83, 171],
    [396.84, 396.83, null, 140],
    [540.52, 396.83, null, 140], // Customs Union Commission: $540.52/t in November kept $140/t
  ] as const)('%s $/t falls in the band above %s up to %s: $%s/t', (price, from, upTo, duty) => {
    expect(priceBandDuty(eaeu, price)).toEqual({
      basis: 'newYork11',
      worldPricePerTonne: Math.round(price * 100) / 100,
      fromPerTonne: from,
      upToPerTonne: upTo,
      specificPerTonne: duty,
    });
  });

  it('applies from August to April; May to July has a table not in the data', () => {
    expect(priceBandsInSeason(eaeu, '2026-11-20')).toBe(true);
    expect(priceBandsInSeason(eaeu, '2027-04-30')).toBe(true);
    expect(priceBandsInSeason(eaeu, '2027-05-01')).toBe(false);
    expect(priceBandsInSeason(eaeu, '2027-07-31')).toBe(false);
    expect(priceBandsInSeason(eaeu, '2027-08-01')).toBe(true);
  });

  it('never charges more as the world price rises, and stays between the lowest and highest band', () => {
    const duties = eaeu.bands.map((band) => band.specificPerTonne);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2_000, noNaN: true }),
        fc.double({ min: 0, max: 2_000, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const atLow = priceBandDuty(eaeu, low).specificPerTonne;
          const atHigh = priceBandDuty(eaeu, high).specificPerTonne;
          expect(atHigh).toBeLessThanOrEqual(atLow);
          expect(atLow).toBeLessThanOrEqual(Math.max(...duties));
          expect(atHigh).toBeGreaterThanOrEqual(Math.min(...duties));
        },
      ),
    );
  });

  it('reads any valid table as a function: the band holds the price, and the duty is one of the table’s', () => {
    const tables = fc
      .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 0, maxLength: 6 })
      .chain((bounds) =>
        fc
          .array(fc.integer({ min: 0, max: 1_000 }), {
            minLength: bounds.length + 1,
            maxLength: bounds.length + 1,
          })
          .map((duties) => {
            const sorted = [...bounds].sort((x, y) => x - y);
            return {
              basis: 'newYork11' as const,
              bands: duties.map((specificPerTonne, index) => ({
                upToPerTonne: (sorted[index] ?? null) === null ? null : (sorted[index] ?? 0) / 100,
                specificPerTonne,
              })),
            };
          }),
      );
    fc.assert(
      fc.property(tables, fc.double({ min: 0, max: 1_500, noNaN: true }), (table, price) => {
        expect(dutyPriceBandsSchema.safeParse(table).success).toBe(true);
        const reading = priceBandDuty(table, price);
        expect(table.bands.map((band) => band.specificPerTonne)).toContain(reading.specificPerTonne);
        if (reading.upToPerTonne !== null)
          expect(reading.worldPricePerTonne).toBeLessThanOrEqual(reading.upToPerTonne);
        if (reading.fromPerTonne !== null)
          expect(reading.worldPricePerTonne).toBeGreaterThan(reading.fromPerTonne);
      }),
    );
  });

  it('refuses a table whose bands do not rise or whose last band is closed', () => {
    const band = (upToPerTonne: number | null) => ({ upToPerTonne, specificPerTonne: 1 });
    expect(
      dutyPriceBandsSchema.safeParse({ basis: 'newYork11', bands: [band(300), band(200), band(null)] })
        .success,
    ).toBe(false);
    expect(dutyPriceBandsSchema.safeParse({ basis: 'newYork11', bands: [band(300)] }).success).toBe(false);
    expect(
      dutyPriceBandsSchema.safeParse({ basis: 'newYork11', bands: [band(null), band(null)] }).success,
    ).toBe(false);
  });
});

describe('worldPriceOfBasis', () => {
  it('reads New York #11 in US$/t with the 22.046 factor, and nothing from the other contracts', () => {
    expect(worldPriceOfBasis('NewYork11', { price: 15.42, currencyCode: 'USD' })).toBe(339.95);
    expect(worldPriceOfBasis('NewYork11', { price: null, currencyCode: 'USD' })).toBeNull();
    expect(worldPriceOfBasis('London5', { price: 455.35, currencyCode: 'USD' })).toBeNull();
    expect(worldPriceOfBasis('NewYork11', null)).toBeNull();
  });
});

describe('decideDuty with a price-band rule', () => {
  const russiaRaws = (onDate: string, worldPricePerTonne: number | null) =>
    decideDuty({
      rules: file.rules,
      customsUnions: file.customsUnions,
      destinationCountryId: '643',
      originCountryId: '076',
      product: 'raw',
      onDate,
      choice: null,
      worldPricePerTonne,
      countryName: (id) => ({ '643': 'Russia', '076': 'Brazil' })[id] ?? id,
    });

  it('charges Brazilian raws into Russia the band of the New York price, and says which', () => {
    const decision = russiaRaws('2026-11-20', 341.7);
    expect(decision.applied).toMatchObject({
      id: 'EAEU-raw-price-band',
      specificPerTonne: 203,
      currencyCode: 'USD',
      priceBand: { worldPricePerTonne: 341.7, fromPerTonne: 324.08, upToPerTonne: 361.56 },
    });
    expect(decision.reason).toBe(
      'EAEU raw cane sugar duty by New York #11 price band: no preference for Brazil origin (New York #11 at $341.70/t, band $324.08–361.56/t: 203 USD/t)',
    );
  });

  it('says the duty is not known without the world price, or in the months whose table is missing', () => {
    expect(russiaRaws('2026-11-20', null)).toMatchObject({
      applied: null,
      reason:
        'Duty not known for Russia: its duty follows the New York #11 price, which this calculator does not have',
    });
    expect(russiaRaws('2027-06-10', 341.7)).toMatchObject({
      applied: null,
      reason: 'Duty not known for Russia: its world-price table for this month is not known',
    });
  });

  it('leaves whites on their fixed rate', () => {
    const whites = decideDuty({
      rules: file.rules,
      customsUnions: file.customsUnions,
      destinationCountryId: '643',
      originCountryId: '076',
      product: 'white',
      onDate: '2026-11-20',
      choice: null,
      worldPricePerTonne: 341.7,
    });
    expect(whites.applied).toMatchObject({ id: 'EAEU-white', specificPerTonne: 340, priceBand: null });
  });
});
