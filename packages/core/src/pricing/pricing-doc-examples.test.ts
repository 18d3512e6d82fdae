import { describe, expect, it } from 'vitest';
import { exactCentsPerPoundToUsdPerTonne } from './cents-per-pound.ts';
import { priceCalculator } from './price-calculator.ts';
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import { dutyRulesFileSchema } from '../market-data/reference-data.schemas.ts';
import { decideDuty, yieldFactor } from './duty-decision.ts';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import { bulkFreightFileSchema } from '../market-data/cost-rules.schemas.ts';
import { bulkVoyageCost, bulkVoyageFormula } from './bulk-voyage.ts';

// Every figure asserted here is printed in docs/pricing.md 'Worked examples'; change both together.

import {
  blockPrices,
  exampleA,
  exampleB,
  exampleF,
  fx,
  fxTime,
  ref,
  subtotalPrices,
} from './pricing-doc-examples.test-support.ts';

describe('docs/pricing.md worked examples', () => {
  it('Example A: New York #11, USD, all blocks active', () => {
    const result = priceCalculator(exampleA, fx);
    expect(blockPrices(result)).toEqual({
      Contract: [401.24, 407.85, 414.46],
      Premium: [25, 30, 35],
      SeaFreight: [56, 60, 66],
      Insurance: [1.06, 1.1, 1.14],
      Duty: [24.17, 24.95, 25.83],
      Loading: [12, 12, 12],
      LandFreight: [8, 8, 8],
      Forex: [1, 1, 1],
    });
    expect(subtotalPrices(result)).toEqual({
      FOB: [426.24, 437.85, 449.46],
      CFR: [482.24, 497.85, 515.46],
      CIF: [483.3, 498.95, 516.6],
      DDP: [527.47, 543.9, 562.43],
    });
    expect([result.lowTotal, result.total, result.highTotal]).toEqual([2637350, 2719500, 2812150]);
    expect(result.contractPrice).toBe(407.85);
    expect(result.seaFreightCost).toBe(1500);
  });

  it('Example A with the exact factor 22.0462262 flips the second decimal', () => {
    const result = priceCalculator(exampleA, fx, { centsPerPoundFactor: exactCentsPerPoundToUsdPerTonne });
    expect(result.contractPrice).toBe(407.86);
    expect(subtotalPrices(result).CIF).toEqual([483.3, 498.96, 516.61]);
    expect(result.price).toBe(543.91);
    expect(result.total).toBe(2719550);
  });

  it('Example B: London #5 priced in EUR with a specific EU duty', () => {
    const result = priceCalculator(exampleB, fx);
    expect(blockPrices(result)).toEqual({
      Contract: [473.8, 478.77, 483.92],
      Premium: [9.2, 13.8, 18.4],
      SeaFreight: [62.56, 66.24, 71.76],
      Insurance: [1.2, 1.23, 1.27],
      Duty: [419, 419, 419],
      Loading: [10, 10, 10],
      LandFreight: [15, 15, 15],
      Forex: [0.92, 0.92, 0.92],
    });
    expect(subtotalPrices(result)).toEqual({
      FOB: [483, 492.57, 502.32],
      CFR: [545.56, 558.81, 574.08],
      CIF: [546.76, 560.04, 575.35],
      DDP: [990.76, 1004.04, 1019.35],
    });
    expect([result.lowTotal, result.total, result.highTotal]).toEqual([990760, 1004040, 1019350]);
    expect(result.contractPrice).toBe(520.4);
    expect(result.flatPrice).toBe(478.77);
    expect(result.seaFreightCost).toBe(1656);
    expect(result.lastForexUpdated).toBe(fxTime);
    const contractBlock = result.blocks.find((block) => block.type === 'Contract');
    expect(contractBlock?.provenance).toMatchObject({
      currencyCode: 'USD',
      fxRate: 0.92,
      fxTimestamp: fxTime,
      period: 'Mar-27',
    });
  });

  it('Example C: Example A with Insurance switched off', () => {
    const result = priceCalculator(
      { ...exampleA, adjustments: { Insurance: { active: false, customCost: null } } },
      fx,
    );
    const insurance = result.blocks.find((block) => block.type === 'Insurance');
    expect(insurance).toMatchObject({
      price: 0,
      lowPrice: 0,
      highPrice: 0,
      defaultPrice: 1.1,
      active: false,
    });
    expect(subtotalPrices(result).CIF).toEqual([482.24, 497.85, 515.46]);
    expect(blockPrices(result).Duty).toEqual([24.11, 24.89, 25.77]);
    expect(subtotalPrices(result).DDP).toEqual([526.35, 542.74, 561.23]);
    expect(result.price).toBe(542.74);
    expect(result.total).toBe(2713700);
  });

  it('Example D: Example A with sea freight overridden at $55/t', () => {
    const result = priceCalculator(
      { ...exampleA, adjustments: { SeaFreight: { active: true, customCost: 55 } } },
      fx,
    );
    const seaFreight = result.blocks.find((block) => block.type === 'SeaFreight');
    expect(seaFreight).toMatchObject({
      price: 55,
      lowPrice: 55,
      highPrice: 55,
      defaultPrice: 60,
      custom: true,
      active: true,
    });
    expect(subtotalPrices(result)).toEqual({
      FOB: [426.24, 437.85, 449.46],
      CFR: [481.24, 492.85, 504.46],
      CIF: [482.3, 493.94, 505.57],
      DDP: [526.42, 538.64, 550.85],
    });
    expect(blockPrices(result).Insurance).toEqual([1.06, 1.09, 1.11]);
    expect(blockPrices(result).Duty).toEqual([24.12, 24.7, 25.28]);
    expect(result.total).toBe(2693200);
  });

  it("Example E: Example B with the user's rate 0.90 €/$, an in-quota duty of €98/t and a destination premium of £4/t", () => {
    const result = priceCalculator(
      {
        ...exampleB,
        customForexRate: 0.9,
        dutyQuota: { perTonne: 98, currencyCode: 'EUR' },
        destinationPremium: { ...ref, currencyCode: 'GBP', price: 4, lowPrice: 4, highPrice: 4 },
      },
      fx,
    );
    expect(blockPrices(result)).toEqual({
      Contract: [463.5, 468.36, 473.4],
      Premium: [9, 13.5, 18],
      SeaFreight: [61.2, 64.8, 70.2],
      Insurance: [1.18, 1.21, 1.24],
      Duty: [98, 98, 98],
      Loading: [14.56, 14.56, 14.56],
      LandFreight: [15, 15, 15],
      Forex: [0.9, 0.9, 0.9],
    });
    expect(subtotalPrices(result)).toEqual({
      FOB: [472.5, 481.86, 491.4],
      CIF: [534.88, 547.87, 562.84],
      CFR: [533.7, 546.66, 561.6],
      DDP: [662.44, 675.43, 690.4],
    });
    expect([result.lowTotal, result.total, result.highTotal]).toEqual([662440, 675430, 690400]);
    const block = (type: string) => result.blocks.find((entry) => entry.type === type);
    expect(block('Forex')).toMatchObject({
      defaultPrice: 0.92,
      custom: true,
      provenance: { fxSource: 'custom' },
    });
    expect(block('Duty')).toMatchObject({ defaultPrice: 419, custom: true });
    expect(block('Contract')?.provenance).toMatchObject({
      fxRate: 0.9,
      fxTimestamp: null,
      fxSource: 'custom',
    });
    // £ → € crossed through the contract currency: (1 / 0.79) × 0.90.
    expect(result.destinationPremium).toMatchObject({ price: 4.56, basePrice: 4, currencyCode: 'GBP' });
    expect(result.destinationPremium?.fxRate).toBeCloseTo(0.9 / 0.79, 12);
  });

  it('Example F: Example A as Brazil VHP, +4.20 % polarisation inside Contract', () => {
    const result = priceCalculator(exampleF, fx);
    expect(result.polarisation).toMatchObject({
      lowPrice: 16.85,
      price: 17.13,
      highPrice: 17.41,
      rate: 0.042,
    });
    expect(blockPrices(result).Contract).toEqual([418.09, 424.98, 431.87]);
    expect(subtotalPrices(result).CFR).toEqual([499.09, 514.98, 532.87]);
    expect(blockPrices(result).Insurance).toEqual([1.1, 1.14, 1.17]);
    expect(subtotalPrices(result).CIF).toEqual([500.19, 516.12, 534.04]);
    expect(blockPrices(result).Duty).toEqual([25.01, 25.81, 26.7]);
    expect(subtotalPrices(result).DDP).toEqual([545.2, 561.93, 580.74]);
    expect(result.total).toBe(2809650);
    expect(result.contractPrice).toBe(407.85);
  });

  it('Example G: Example F into the EU: yield-adjusted MFN €339/t, and the CXL quota €98/t when picked', () => {
    const factor = yieldFactor(99.2);
    const euDuty = (specificPerTonne: number) => ({
      ...ref,
      adValoremRate: 0,
      specificPerTonne,
      currencyCode: 'EUR',
      yieldFactor: factor,
    });
    const mfn = priceCalculator({ ...exampleF, duty: euDuty(339) }, fx);
    expect(blockPrices(mfn).Duty).toEqual([394.11, 394.11, 394.11]);
    expect(subtotalPrices(mfn).DDP).toEqual([914.3, 930.23, 948.15]);
    const quota = priceCalculator({ ...exampleF, duty: euDuty(98) }, fx);
    expect(blockPrices(quota).Duty).toEqual([113.93, 113.93, 113.93]);
    expect(quota.price).toBe(650.05);
  });

  it('Example H: Example B from Le Havre into Hamburg: the EU customs union, no duty', () => {
    const file = dutyRulesFileSchema.parse(dutyRulesJson);
    const decision = decideDuty({
      rules: file.rules,
      customsUnions: file.customsUnions,
      destinationCountryId: '276',
      originCountryId: '250',
      product: 'white',
      onDate: '2026-11-20',
      choice: null,
    });
    expect(decision.applied).toMatchObject({ id: 'EU', regime: 'customsUnion', specificPerTonne: 0 });
    const result = priceCalculator(
      {
        ...exampleB,
        duty: {
          ...ref,
          adValoremRate: 0,
          specificPerTonne: decision.applied?.specificPerTonne ?? NaN,
          currencyCode: 'EUR',
        },
      },
      fx,
    );
    expect(blockPrices(result).Duty).toEqual([0, 0, 0]);
    expect(subtotalPrices(result).DDP).toEqual([571.76, 585.04, 600.35]);
    expect(result.total).toBe(585040);
  });

  it('Example I: Example A shipped in bulk, Santos → Tanjung Priok on a Supramax with 55,000 t', () => {
    const file = bulkFreightFileSchema.parse(bulkFreightJson);
    const supramax = file.vesselClasses.find((vessel) => vessel.id === 'Supramax');
    if (!supramax) throw new Error('no Supramax');
    const voyage = bulkVoyageCost({
      nauticalMiles: 8685.2,
      routeClass: 'Cape of Good Hope',
      vessel: supramax,
      cargoTonnes: 55_000,
      file,
    });
    expect(Math.round(voyage.totalUsd * 100) / 100).toBe(1_442_606.87);
    const result = priceCalculator(
      {
        ...exampleA,
        seaFreight: {
          ...ref,
          currencyCode: 'USD',
          price: voyage.perTonneUsd,
          lowPrice: voyage.perTonneUsd,
          highPrice: voyage.perTonneUsd,
          tonnesPerContainer: 25,
          mode: 'bulk',
          formula: bulkVoyageFormula(voyage),
        },
      },
      fx,
    );
    expect(blockPrices(result).SeaFreight).toEqual([26.23, 26.23, 26.23]);
    expect(subtotalPrices(result).CFR).toEqual([452.47, 464.08, 475.69]);
    expect(blockPrices(result).Insurance).toEqual([1, 1.02, 1.05]);
    expect(subtotalPrices(result).DDP).toEqual([496.14, 508.36, 520.58]);
    expect(result.total).toBe(2541800);
    // What a 20-ft box of this cargo would cost, so seaFreightCost keeps its meaning: 26.229… × 25.
    expect(result.seaFreightCost).toBe(655.73);
  });

  it('Example K: Example I priced from a published lane assessment of $31.25/t', () => {
    const result = priceCalculator(
      {
        ...exampleA,
        seaFreight: {
          ...ref,
          currencyCode: 'USD',
          price: 31.25,
          lowPrice: 31.25,
          highPrice: 31.25,
          tonnesPerContainer: 25,
          mode: 'bulk',
          formula:
            'bulk freight per tonne = published lane assessment $31.25/t (Supramax, assessed 2026-11-19) × FX',
        },
      },
      fx,
    );
    expect(blockPrices(result).SeaFreight).toEqual([31.25, 31.25, 31.25]);
    expect(subtotalPrices(result).CFR).toEqual([457.49, 469.1, 480.71]);
    expect(blockPrices(result).Insurance).toEqual([1.01, 1.03, 1.06]);
    expect(subtotalPrices(result).CIF).toEqual([458.5, 470.13, 481.77]);
    expect(blockPrices(result).Duty).toEqual([22.93, 23.51, 24.09]);
    expect(subtotalPrices(result).DDP).toEqual([501.43, 513.64, 525.86]);
    expect(result.total).toBe(2568200);
  });

  it('Example J: Example A with the Finance line on', () => {
    // 6.5 % a year over 20 transit + 30 payment days, LC 0.25 % + 0.50 %, bulk waiting 2 to 10 days at $15,000/day
    // over 55,000 t (0.545… to 2.727…).
    const result = priceCalculator(
      {
        ...exampleA,
        finance: {
          ...ref,
          carryRatePerYear: 0.065,
          carryDays: 50,
          lcRate: 0.0075,
          demurrageLow: (2 * 15000) / 55000,
          demurrageHigh: (10 * 15000) / 55000,
          currencyCode: 'USD',
        },
      },
      fx,
    );
    expect(result.finance).toMatchObject({ carry: 4.44, letterOfCredit: 3.74, demurrage: 1.64, price: 9.82 });
    expect([result.finance?.lowPrice, result.finance?.price, result.finance?.highPrice]).toEqual([
      8.47, 9.82, 11.2,
    ]);
    expect(subtotalPrices(result).CIF).toEqual([483.3, 498.95, 516.6]);
    expect(subtotalPrices(result).DDP).toEqual([535.94, 553.72, 573.63]);
    expect(result.total).toBe(2768600);
  });
});
