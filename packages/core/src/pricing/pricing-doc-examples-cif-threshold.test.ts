import { describe, expect, it } from 'vitest';
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import { dutyRulesFileSchema } from '../market-data/reference-data.schemas.ts';
import { decideDuty } from './duty-decision.ts';
import { createFxTable } from './fx-table.ts';
import { priceCalculator } from './price-calculator.ts';
import type { PricingInput } from './pricing-input.ts';
import { blockPrices, exampleA, fx, fxTime, subtotalPrices } from './pricing-doc-examples.test-support.ts';
import { dutyLineOf } from './resolve-input-lines.ts';

// docs/pricing.md, Example T: a duty that depends on the CIF against a threshold (decision 0132), the structure of
// Morocco's sugar tariff (an additional duty on the shortfall under a threshold) and of the UEMOA's TCI (Senegal: the
// whole shortfall, the ad valorem duties assessed on the threshold). Example A's cargo with a $510/t threshold.

const withThreshold = (adValoremOnThreshold: boolean): PricingInput => ({
  ...exampleA,
  duty: {
    ...exampleA.duty,
    cifThreshold: { thresholdPerTonne: 510, shortfallRate: 1, adValoremOnThreshold },
  },
});

describe('Example T: a CIF-threshold duty on Example A', () => {
  it('adds the shortfall under the threshold to the 5 % duty on CIF (Morocco)', () => {
    const result = priceCalculator(withThreshold(false), fx);
    // Price: 5 % × 498.95 = 24.9475, + (510 − 498.95) = 11.05 → 35.9975 → 36.00. Low: 24.165 + 26.70 = 50.865 →
    // 50.87. High: CIF 516.60 is above the threshold, 5 % only: 25.83.
    expect(blockPrices(result).Duty).toEqual([50.87, 36, 25.83]);
    expect(subtotalPrices(result).DDP).toEqual([554.17, 554.95, 562.43]);
    expect(result.total).toBe(2_774_750);
    const duty = result.blocks.find((block) => block.type === 'Duty');
    expect(duty?.provenance.formula).toContain('threshold');
  });

  it('charges the ad valorem part on the threshold too (UEMOA TCI): the DDP is the same below it', () => {
    const result = priceCalculator(withThreshold(true), fx);
    // 5 % × 510 = 25.50 + the shortfall: price 25.50 + 11.05 = 36.55, low 25.50 + 26.70 = 52.20; high 25.83.
    expect(blockPrices(result).Duty).toEqual([52.2, 36.55, 25.83]);
    // Under the threshold the DDP is the threshold's: 510 + 25.50 + 12 + 8 = 555.50 on the low and price paths.
    expect(subtotalPrices(result).DDP).toEqual([555.5, 555.5, 562.43]);
  });

  it('a threshold under every CIF changes nothing', () => {
    const result = priceCalculator(
      {
        ...exampleA,
        duty: {
          ...exampleA.duty,
          cifThreshold: { thresholdPerTonne: 400, shortfallRate: 1, adValoremOnThreshold: true },
        },
      },
      fx,
    );
    expect(subtotalPrices(result).DDP).toEqual([527.47, 543.9, 562.43]);
  });
});

describe("Senegal's TCI row (SN-white-TCI) through the duty decision", () => {
  const file = dutyRulesFileSchema.parse(dutyRulesJson);
  const decision = decideDuty({
    rules: file.rules,
    customsUnions: file.customsUnions,
    destinationCountryId: '686',
    originCountryId: '076',
    product: 'white',
    onDate: '2026-11-29',
    choice: null,
  });

  it('applies the 22.44 % duties with the 325,056 F CFA/t trigger price, marked unverified', () => {
    expect(decision.applied).toMatchObject({
      id: 'SN-white-TCI',
      adValoremRate: 0.2244,
      currencyCode: 'XOF',
      verified: false,
      cifThreshold: { thresholdPerTonne: 325_056, shortfallRate: 1, adValoremOnThreshold: true },
    });
  });

  it('prices a white cargo below the trigger at the trigger-price value, in whole CFA francs', () => {
    const xof = createFxTable({
      id: 'fx-xof',
      publishedAt: fxTime,
      source: 'test',
      publisher: 'test',
      isDemo: true,
      rates: [{ currencyCode: 'XOF', unitsPerUsd: 566.1, timestamp: fxTime }],
    });
    const line = dutyLineOf(decision, null);
    const priced = priceCalculator(
      { ...exampleA, contractId: 'London5', currencyCode: 'XOF', duty: line },
      xof,
    );
    const cif = priced.subtotals.find((entry) => entry.name === 'CIF')?.price ?? Number.NaN;
    // CIF 498.95 × 566.1 ≈ 282,456 F is under 325,056: duty = 22.44 % × 325,056 + (325,056 − CIF), to the franc.
    expect(cif).toBeLessThan(325_056);
    expect(blockPrices(priced).Duty?.[1]).toBe(Math.round(0.2244 * 325_056 + (325_056 - cif)));
  });
});
