import { describe, expect, it } from 'vitest';
import { checkVatNumber, euVatFormats } from './vat-number.ts';

describe('checkVatNumber', () => {
  it.each([
    ['DE', 'DE 123 456 789', 'DE123456789'],
    ['DE', '123456789', 'DE123456789'],
    ['GR', 'EL123456789', 'EL123456789'],
    ['GR', '123456789', 'EL123456789'],
    ['NL', 'nl123456789b01', 'NL123456789B01'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['FR', 'FR-AB-123456789', 'FRAB123456789'],
    ['IE', '1234567WA', 'IE1234567WA'],
    ['GB', 'GB 123 4567 89', 'GB123456789'],
    ['US', '12-3456789', '123456789'],
  ])('%s %s is accepted as %s', (country, input, normalised) => {
    expect(checkVatNumber(country, input)).toEqual({ ok: true, normalised });
  });

  it.each([
    ['DE', 'DE12345678'],
    ['DE', 'FR123456789'],
    ['NL', 'NL123456789'],
    ['AT', 'AT12345678'],
    ['GR', 'GR123456789'],
    ['US', '#'],
  ])('%s %s is refused', (country, input) => {
    expect(checkVatNumber(country, input).ok).toBe(false);
  });

  it('accepts the example of every EU country', () => {
    for (const [country, format] of Object.entries(euVatFormats)) {
      expect(checkVatNumber(country, format.example), country).toEqual({
        ok: true,
        normalised: format.example,
      });
    }
  });
});
