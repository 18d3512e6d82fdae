import { describe, expect, it } from 'vitest';
import { heatColour, heatShare, sortedRows } from './heat.ts';

describe('the heat scale', () => {
  it.each([
    { price: 500, column: [500, 520, 540], share: 0 },
    { price: 540, column: [500, 520, 540], share: 1 },
    { price: 520, column: [500, null, 540], share: 0.5 },
    { price: 500, column: [500], share: 0 },
  ])('$price in $column is $share', ({ price, column, share }) => {
    expect(heatShare(price, column)).toBe(share);
  });

  it('runs from green to red', () => {
    expect(heatColour(0)).toBe('hsl(120 70% 88%)');
    expect(heatColour(1)).toBe('hsl(0 70% 88%)');
    expect(heatColour(2)).toBe('hsl(0 70% 88%)');
  });
});

describe('sortedRows', () => {
  it('keeps the built order without a column', () => {
    expect(sortedRows(3, null, 'asc')).toEqual([0, 1, 2]);
  });
  it('sorts by the column, unpriced rows last, ties in built order', () => {
    expect(sortedRows(4, [530, null, 510, 510], 'asc')).toEqual([2, 3, 0, 1]);
    expect(sortedRows(4, [530, null, 510, 510], 'desc')).toEqual([0, 2, 3, 1]);
  });
});
