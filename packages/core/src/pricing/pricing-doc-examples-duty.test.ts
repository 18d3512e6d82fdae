import { describe, expect, it } from 'vitest';
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import { dutyRulesFileSchema } from '../market-data/reference-data.schemas.ts';
import { decideDuty, specificDutyFactor, yieldFactor, type DutyOption } from './duty-decision.ts';
import { worldPriceOfBasis } from './duty-price-band.ts';
import { priceCalculator } from './price-calculator.ts';
import type { PricingInput } from './pricing-input.ts';
import {
  blockPrices,
  exampleB,
  exampleF,
  fx,
  ref,
  subtotalPrices,
} from './pricing-doc-examples.test-support.ts';

// The duty examples of docs/pricing.md 'Worked examples' (L to O), decided on the shipped duty-rules.json; change
// both together.

const file = dutyRulesFileSchema.parse(dutyRulesJson);
const decide = (
  destination: string,
  origin: string,
  product: 'white' | 'raw',
  choice: string | null = null,
) =>
  decideDuty({
    rules: file.rules,
    customsUnions: file.customsUnions,
    destinationCountryId: destination,
    originCountryId: origin,
    product,
    onDate: '2026-11-29',
    choice,
  });
const dutyOf = (option: DutyOption | null, polarisation: number | null): PricingInput['duty'] => ({
  ...ref,
  adValoremRate: option?.adValoremRate ?? NaN,
  specificPerTonne: option?.specificPerTonne ?? NaN,
  currencyCode: option?.currencyCode ?? 'XXX',
  yieldFactor: option === null ? NaN : specificDutyFactor(option, polarisation),
});

describe('docs/pricing.md worked examples: duty regimes', () => {
  it('Example L: Example B into a UK port, EU-origin under the EU-UK TCA and Brazilian under the UK Global Tariff', () => {
    const tca = decide('826', '250', 'white').applied;
    expect(tca).toMatchObject({ id: 'GB-EU-TCA-duty-free', regime: 'preference' });
    const fromFrance = priceCalculator({ ...exampleB, duty: dutyOf(tca, null) }, fx);
    expect(blockPrices(fromFrance).Duty).toEqual([0, 0, 0]);
    expect(subtotalPrices(fromFrance).DDP).toEqual([571.76, 585.04, 600.35]);
    const ukgt = decide('826', '076', 'white').applied;
    expect(ukgt).toMatchObject({ id: 'GB-white-MFN', specificPerTonne: 350, currencyCode: 'GBP' });
    const fromBrazil = priceCalculator({ ...exampleB, duty: dutyOf(ukgt, null) }, fx);
    expect(blockPrices(fromBrazil).Duty).toEqual([407.59, 407.59, 407.59]);
    expect(subtotalPrices(fromBrazil).DDP).toEqual([979.35, 992.63, 1007.94]);
  });

  it("Example M: Example G's cargo from Durban, MFN by default and the EU-SADC EPA quota when picked", () => {
    const automatic = decide('528', '710', 'raw');
    expect(automatic.applied?.id).toBe('EU-raw-MFN');
    expect(automatic.options.map((option) => option.id)).toContain('EU-SADC-EPA-quota-South-Africa');
    const mfn = priceCalculator({ ...exampleF, duty: dutyOf(automatic.applied, 99.2) }, fx);
    expect(blockPrices(mfn).Duty).toEqual([394.11, 394.11, 394.11]);
    const picked = decide('528', '710', 'raw', 'EU-SADC-EPA-quota-South-Africa');
    expect(picked.chosen).toBe(true);
    const quota = priceCalculator({ ...exampleF, duty: dutyOf(picked.applied, 99.2) }, fx);
    expect(blockPrices(quota).Duty).toEqual([0, 0, 0]);
    expect(subtotalPrices(quota).DDP).toEqual([520.19, 536.12, 554.04]);
  });

  it("Example N: Example G's cargo with the CXL €98/t typed as the in-quota duty equals the CXL quota picked", () => {
    const mfn = {
      ...ref,
      adValoremRate: 0,
      specificPerTonne: 339,
      currencyCode: 'EUR',
      yieldFactor: yieldFactor(99.2),
    };
    const typed = priceCalculator(
      { ...exampleF, duty: mfn, dutyQuota: { perTonne: 98, currencyCode: 'EUR' } },
      fx,
    );
    const picked = priceCalculator({ ...exampleF, duty: { ...mfn, specificPerTonne: 98 } }, fx);
    expect(blockPrices(typed).Duty).toEqual([113.93, 113.93, 113.93]);
    expect(blockPrices(typed).Duty).toEqual(blockPrices(picked).Duty);
    expect(typed.price).toBe(650.05);
    expect(typed.dutyQuotaApplied).toBe(true);
    expect(typed.blocks.find((block) => block.type === 'Duty')?.provenance.formula).toContain('yield factor');
  });

  it("Example O: Example F's cargo into the US with the TRQ picked, 1.4606 ¢/kg less 0.020668 ¢/kg per degree", () => {
    const picked = decide('840', '076', 'raw', 'US-raw-in-quota').applied;
    const result = priceCalculator({ ...exampleF, duty: dutyOf(picked, 99.2) }, fx);
    expect(blockPrices(result).Duty).toEqual([14.44, 14.44, 14.44]);
    expect(subtotalPrices(result).DDP).toEqual([534.63, 550.56, 568.48]);
  });

  it("Example R: Example F's cargo into Russia, the EAEU raw duty by the New York price band", () => {
    const inRussia = (worldPricePerTonne: number, onDate = '2026-11-29') =>
      decideDuty({
        rules: file.rules,
        customsUnions: file.customsUnions,
        destinationCountryId: '643',
        originCountryId: '076',
        product: 'raw',
        onDate,
        choice: null,
        worldPricePerTonne,
        countryName: (id) => (id === '643' ? 'Russia' : id),
      });
    const worldPrice = worldPriceOfBasis('NewYork11', { price: 18.5, currencyCode: 'USD' });
    expect(worldPrice).toBe(407.85);
    const band = inRussia(worldPrice ?? NaN).applied;
    expect(band).toMatchObject({ id: 'EAEU-raw-price-band', specificPerTonne: 140, yieldAdjusted: false });
    const result = priceCalculator({ ...exampleF, duty: dutyOf(band, 99.2) }, fx);
    expect(blockPrices(result).Duty).toEqual([140, 140, 140]);
    expect(subtotalPrices(result).DDP).toEqual([660.19, 676.12, 694.04]);
    const lower = worldPriceOfBasis('NewYork11', { price: 15.42, currencyCode: 'USD' });
    expect(lower).toBe(339.95);
    expect(inRussia(lower ?? NaN).applied?.specificPerTonne).toBe(203);
    expect(inRussia(407.85, '2027-06-15').reason).toBe(
      'Duty not known for Russia: its world-price table for this month is not known',
    );
  });
});
