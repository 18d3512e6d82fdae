import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatTransitTime,
  parseTonnesInput,
  periodLabel,
  totalOf,
} from './calculator-format.ts';

describe('calculator card formats (calculators.md §4, §5, §9)', () => {
  it('accepts tonnes with commas stripped and ignores anything outside 0 ≤ t < 1e23', () => {
    expect(parseTonnesInput('1,500')).toBe(1500);
    expect(parseTonnesInput('12,3,4')).toBe(1234);
    expect(parseTonnesInput('-1')).toBeNull();
    expect(parseTonnesInput('1'.padEnd(24, '0'))).toBeNull();
    expect(parseTonnesInput('abc')).toBeNull();
  });

  it("labels an expired period with ' exp'", () => {
    expect(periodLabel({ name: 'Oct 26', concluded: true })).toBe('Oct 26 exp');
    expect(periodLabel({ name: 'Mar 27', concluded: false })).toBe('Mar 27');
  });

  it('shows money with 2 decimals, totals 0 when either side is 0, and transit time in days and hours', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(totalOf(0, 100)).toBe(0);
    expect(totalOf(512.34, 1500)).toBe(768510);
    expect(formatTransitTime((5 * 24 + 3) * 3_600_000)).toBe('5 days 3 hours');
    expect(formatTransitTime(3_600_000)).toBe('1 hour');
  });

  it('shows a zero-decimal currency in whole units, its total too (docs/decisions/0119)', () => {
    expect(formatMoney(93_201, 'JPY')).toBe('93,201');
    expect(formatMoney(93_201, 'USD')).toBe('93,201.00');
    expect(totalOf(70_274, 1_000.5, 'JPY')).toBe(70_309_137);
    expect(formatMoney(totalOf(70_274, 1_000.5, 'JPY'), 'JPY')).toBe('70,309,137');
  });
});
