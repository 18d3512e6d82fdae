import { describe, expect, it } from 'vitest';
import { importTaxesInputOf } from './import-taxes.ts';
import { priceCalculator } from './price-calculator.ts';
import { exampleA, fx, ref, subtotalPrices } from './pricing-doc-examples.test-support.ts';

// docs/pricing.md, Example S: an import VAT line beside the DDP (issue 45 item 4, decision 0120).

const algeriaVat = importTaxesInputOf(
  [
    {
      id: 'DZ-VAT',
      importingCountryIds: ['012'],
      product: 'any',
      name: 'VAT',
      rate: 0.09,
      base: 'cifPlusDuty',
      recoverable: true,
      verified: false,
      source: 'docs/pricing.md',
      effectiveFrom: '2022-01-01',
    },
  ],
  30,
);

const financeOn = {
  ...ref,
  carryRatePerYear: 0.065,
  carryDays: 50,
  lcRate: 0.0075,
  demurrageLow: (2 * 15000) / 55000,
  demurrageHigh: (10 * 15000) / 55000,
  currencyCode: 'USD',
};

describe('Example S: Example A into Algiers with 9 % import VAT', () => {
  it('shows VAT on CIF + duty beside a DDP it does not change', () => {
    const result = priceCalculator({ ...exampleA, importTaxes: algeriaVat }, fx);
    expect(subtotalPrices(result).DDP).toEqual([527.47, 543.9, 562.43]);
    expect(result.total).toBe(2719500);
    const line = result.importTaxes?.lines[0];
    expect(line).toMatchObject({ name: 'VAT', rate: 0.09, basePrice: 523.9, price: 47.15, total: 235750 });
    expect([line?.lowPrice, line?.price, line?.highPrice]).toEqual([45.67, 47.15, 48.82]);
    expect(result.importTaxes).toMatchObject({
      price: 47.15,
      lowPrice: 45.67,
      highPrice: 48.82,
      total: 235750,
    });
  });

  it('with Finance on, carries the VAT over the 30 payment days inside the Finance line', () => {
    const result = priceCalculator({ ...exampleA, finance: financeOn, importTaxes: algeriaVat }, fx);
    expect(result.finance).toMatchObject({
      carry: 4.44,
      letterOfCredit: 3.74,
      demurrage: 1.64,
      importTaxCarry: 0.25,
    });
    expect([result.finance?.lowPrice, result.finance?.price, result.finance?.highPrice]).toEqual([
      8.71, 10.07, 11.46,
    ]);
    expect(subtotalPrices(result).DDP).toEqual([536.18, 553.97, 573.89]);
    expect(result.importTaxes?.price).toBe(47.15);
  });

  it('no taxes known: no line, the DDP and Finance as Example J', () => {
    const result = priceCalculator({ ...exampleA, finance: financeOn }, fx);
    expect(result.importTaxes).toBeNull();
    expect(result.finance?.importTaxCarry).toBe(0);
    expect(subtotalPrices(result).DDP).toEqual([535.94, 553.72, 573.63]);
  });
});
