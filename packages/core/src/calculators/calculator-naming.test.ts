import { describe, expect, it } from 'vitest';
import { calculatorDisplayName, calculatorExportBaseName, sanitizeFileName } from './calculator-naming.ts';

describe('calculator naming', () => {
  it("shows 'Calculator - N' for an empty name", () => {
    expect(calculatorDisplayName('', 3)).toBe('Calculator - 3');
    expect(calculatorDisplayName('  ', 1)).toBe('Calculator - 1');
    expect(calculatorDisplayName('Santos to NY', 2)).toBe('Santos to NY');
  });

  it('names exports <name>_<month>_<day>_<year>_<hh:mm>', () => {
    expect(
      calculatorExportBaseName('Calculator - 2', { year: 2026, month: 3, day: 7, hours: 9, minutes: 5 }),
    ).toBe('Calculator - 2_3_7_2026_09:05');
  });

  it('keeps path separators and quotes out of download names', () => {
    expect(sanitizeFileName('a/b\\c"d\u0007.xlsx')).toBe('a-b-c-d.xlsx');
  });
});
