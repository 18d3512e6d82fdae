import { describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import {
  customChoiceOf,
  exchangeRateLabel,
  hasExchangeRate,
  loadingPanelLines,
  previousRouteLabel,
  quotaCurrencyOf,
} from './cost-block-overrides.ts';

const calculator = (fields: Partial<CalculatorReply>) => fields as CalculatorReply;

describe('cost-block panels: Forex, Quota and the destination premium (docs/decisions/0021)', () => {
  it('reads the custom Duty price from customDuty, not from the block (an in-quota duty also marks it custom)', () => {
    const inQuota = calculator({
      customDuty: false,
      customDutyCost: null,
      customQuota: true,
      customQuotaCost: 98,
    });
    expect(customChoiceOf(inQuota, 'Duty')).toEqual({ custom: false, cost: null });
    expect(
      customChoiceOf(calculator({ customSeaFreight: true, customSeaFreightCost: 55 }), 'SeaFreight'),
    ).toEqual({
      custom: true,
      cost: 55,
    });
  });

  it('offers a rate only between two currencies, and names the pair', () => {
    expect(hasExchangeRate({ currencyCode: 'USD', contractCurrencyCode: 'USD' })).toBe(false);
    expect(hasExchangeRate({ currencyCode: 'EUR', contractCurrencyCode: 'USD' })).toBe(true);
    expect(exchangeRateLabel({ currencyCode: 'EUR', contractCurrencyCode: 'USD' })).toBe('EUR per USD');
  });

  it('types an in-quota duty in its stored currency, else the duty rule’s', () => {
    expect(
      quotaCurrencyOf(
        calculator({ customQuotaCurrencyCode: 'EUR', dutyCurrencyCode: 'USD', currencyCode: 'GBP' }),
      ),
    ).toBe('EUR');
    expect(
      quotaCurrencyOf(
        calculator({ customQuotaCurrencyCode: null, dutyCurrencyCode: 'USD', currencyCode: 'GBP' }),
      ),
    ).toBe('USD');
    expect(
      quotaCurrencyOf(
        calculator({ customQuotaCurrencyCode: null, dutyCurrencyCode: null, currencyCode: 'GBP' }),
      ),
    ).toBe('GBP');
  });

  it('splits only the charges by the twelve shares and shows the premium on its own line', () => {
    const premium = {
      price: 5,
      lowPrice: 5,
      highPrice: 5,
      defaultPrice: 5,
      basePrice: 4.6,
      currencyCode: 'EUR',
      fxRate: 1 / 0.92,
      fxSource: 'published' as const,
      source: 'your destination',
    };
    const lines = loadingPanelLines(281, premium);
    expect(lines.premium).toBe(5);
    expect(lines.charges.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(276, 9);
    expect(lines.charges.find((line) => line.name === 'CFS Handling')?.amount).toBe(107);
    expect(loadingPanelLines(276, null).premium).toBeNull();
    expect(loadingPanelLines(40, { ...premium, price: 0 }).premium).toBeNull();
    // In yen the twelve lines are whole and still add up to the charges.
    const yen = loadingPanelLines(1_250, null, 'JPY').charges;
    expect(yen.every((line) => Number.isInteger(line.amount))).toBe(true);
    expect(yen.reduce((sum, line) => sum + line.amount, 0)).toBe(1_250);
  });

  it('describes the previous route', () => {
    expect(previousRouteLabel({ previousCoordinates: null })).toBeNull();
    const point = (name: string) => ({ seaportId: name, seaportName: name, seaportLat: 0, seaportLng: 0 });
    expect(
      previousRouteLabel({
        previousCoordinates: { origin: point('Santos'), destination: point('New York'), replacedAt: 1 },
      }),
    ).toBe('Santos → New York');
    expect(
      previousRouteLabel({
        previousCoordinates: { origin: null, destination: point('Hamburg'), replacedAt: 1 },
      }),
    ).toBe('Any → Hamburg');
  });
});
