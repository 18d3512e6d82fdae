import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestOrigins } from './cheapest-origin.ts';

const cell = (price: number | null) => ({ price });

describe('cheapestOrigins', () => {
  it.each([
    { name: 'lowest wins', cells: [[cell(500)], [cell(480)], [cell(490)]], expected: [1] },
    { name: 'a tie keeps the first row', cells: [[cell(480)], [cell(480)]], expected: [0] },
    { name: 'unpriced rows are skipped', cells: [[cell(null)], [cell(600)]], expected: [1] },
    { name: 'no price at all', cells: [[cell(null)], [cell(null)]], expected: [null] },
    {
      name: 'a price without its duty (incomplete) is never the cheapest',
      cells: [[{ price: 400, priceComplete: false }], [{ price: 480, priceComplete: true }]],
      expected: [1],
    },
    {
      name: 'only incomplete prices: no star',
      cells: [[{ price: 400, priceComplete: false }]],
      expected: [null],
    },
    {
      name: 'each column on its own',
      cells: [
        [cell(1), cell(9)],
        [cell(2), cell(3)],
      ],
      expected: [0, 1],
    },
  ])('$name', ({ cells, expected }) => {
    expect(cheapestOrigins(cells, expected.length)).toEqual(expected);
  });

  it('marks a row whose price no other row undercuts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.option(fc.integer({ min: 0, max: 1000 })), { minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (prices) => {
          const cells = prices.map((row) => row.map(cell));
          cheapestOrigins(cells, 3).forEach((best, column) => {
            const column_ = prices.map((row) => row[column] ?? null).filter((price) => price !== null);
            if (best === null) expect(column_).toEqual([]);
            else expect(prices[best]?.[column]).toBe(Math.min(...column_));
          });
        },
      ),
    );
  });
});
