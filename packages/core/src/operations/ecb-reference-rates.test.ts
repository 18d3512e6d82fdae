import { describe, expect, it } from 'vitest';
import { parseEcbReferenceRates } from './ecb-reference-rates.ts';

const csv = 'Date, USD, JPY, GBP, BGN, \n25 November 2026, 1.0400, 162.24, 0.8320, N/A, \n';
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope><Cube><Cube time='2026-11-25'>
<Cube currency='USD' rate='1.0400'/><Cube currency='JPY' rate='162.24'/><Cube currency='GBP' rate='0.8320'/>
</Cube><Cube time='2026-11-24'><Cube currency='USD' rate='9'/></Cube></Cube></gesmes:Envelope>`;

describe('ECB euro reference rates', () => {
  it.each([
    ['csv', csv],
    ['xml', xml],
  ] as const)(
    'converts the %s file to units per US dollar and adds the pegged currencies',
    (format, text) => {
      const result = parseEcbReferenceRates(text, format);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const at = Date.parse('2026-11-25T15:00:00Z');
      const rate = (code: string) => result.rows.find((row) => row.currencyCode === code);
      expect(result.date).toBe('2026-11-25');
      expect(rate('USD')).toEqual({ currencyCode: 'USD', unitsPerUsd: 1, timestamp: at });
      // Worked example: 1 ÷ 1.04 = 0.9615384615 EUR per USD; 162.24 ÷ 1.04 = 156 JPY; 0.832 ÷ 1.04 = 0.8 GBP.
      expect(rate('EUR')?.unitsPerUsd).toBe(0.9615384615);
      expect(rate('JPY')?.unitsPerUsd).toBe(156);
      expect(rate('GBP')?.unitsPerUsd).toBe(0.8);
      expect(rate('BGN')).toBeUndefined();
      // Pegs: AED 3.6725 per USD as fixed; XOF 655.957 per EUR ÷ 1.04 = 630.7278846 per USD.
      expect(rate('AED')?.unitsPerUsd).toBe(3.6725);
      expect(rate('XOF')?.unitsPerUsd).toBe(630.7278846);
      expect(result.pegged).toBe(4);
    },
  );

  it('refuses a file without a USD rate or a date, by line', () => {
    expect(parseEcbReferenceRates('Date, JPY\n25 November 2026, 162\n', 'csv')).toEqual({
      ok: false,
      errors: [{ line: 2, field: 'USD', message: 'no USD rate to convert through' }],
    });
    expect(parseEcbReferenceRates('USD, JPY\n1, 2\n', 'csv')).toMatchObject({
      ok: false,
      errors: [{ line: 1, field: 'Date' }],
    });
    expect(parseEcbReferenceRates('<xml/>', 'xml')).toMatchObject({ ok: false, errors: [{ field: 'Cube' }] });
    expect(parseEcbReferenceRates('Date, USD, JPY\n25 November 2026, 1.04, abc\n', 'csv')).toMatchObject({
      ok: false,
      errors: [{ line: 2, field: 'JPY' }],
    });
  });
});
