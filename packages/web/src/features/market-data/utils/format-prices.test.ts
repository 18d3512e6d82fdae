import { describe, expect, it } from 'vitest';
import { summarizeBoard } from './board-summary.ts';
import {
  brazilContractLabel,
  brazilPrice,
  centsPerPoundInUsdPerTonne,
  formatCents,
  formatMoney,
  formatUsd,
  formatUsdWhole,
} from './format-prices.ts';

describe('board number formats (calculators.md §2.6, §9)', () => {
  it('shows dollars with 2 decimals, premiums with none, New York #11 in cents with the cent sign', () => {
    expect(formatUsd(452.3)).toBe('$452.30');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsdWhole(95.4)).toBe('$95');
    expect(formatCents(15.2)).toBe('15.20¢');
    expect([formatUsd(null), formatCents(null), formatUsdWhole(null)]).toEqual(['--', '--', '--']);
  });

  it('shows cash-market prices in their own currency', () => {
    expect(formatMoney(625, 'EUR')).toBe('€625.00');
    expect(formatMoney(655, 'GBP')).toBe('£655.00');
  });

  it('converts c/lb to $/t with 22.046 and adds the Brazil premium to the base', () => {
    expect(centsPerPoundInUsdPerTonne(15.2)).toBeCloseTo(335.0992, 10);
    expect(brazilPrice(335.1, 95)).toBeCloseTo(430.1, 10);
    expect(brazilPrice(null, 95)).toBeNull();
    expect(brazilContractLabel({ name: 'Jan 27', contractCode: 'H', contractYear: 2027 })).toBe(
      'Jan 27 · H27',
    );
  });
});

describe('board footer', () => {
  it('takes the last update and the analyst from the first row by displayOrder, and flags any demo row', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    const summary = summarizeBoard([
      { displayOrder: 202705, lastUpdated: now - 3 * 3_600_000, demo: true, publisher: 'PSC demo analyst' },
      { displayOrder: 202703, lastUpdated: now - 5 * 60_000, demo: false, publisher: 'Jane Analyst' },
    ]);
    // The footer says it as 'Last Updated: 5 mins ago' (boards.lastUpdated with the reader's relative time).
    expect(summary).toEqual({ lastUpdatedMs: now - 5 * 60_000, author: 'Jane Analyst', demo: true });
    expect(summarizeBoard([])).toEqual({ lastUpdatedMs: null, author: null, demo: false });
  });
});
