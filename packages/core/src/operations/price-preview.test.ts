import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceRow } from '../market-data/price-snapshot.schemas.ts';
import { previewPricePublication } from './price-preview.ts';

const row = (periodId: string, price: number, currencyCode = 'USD'): PriceRow => ({
  contractId: 'London5',
  periodId,
  regionId: null,
  price,
  lowPrice: price,
  highPrice: price,
  premiumCost: null,
  currencyCode,
  unit: 'perTonne',
  lastUpdated: 0,
});
const published = (periodId: string, price: number, currencyCode = 'USD') => ({
  contractId: 'London5',
  periodId,
  regionId: null,
  price,
  currencyCode,
});

describe('price publication preview', () => {
  it('gives the change per period, flags outliers beyond the threshold and lists periods left out', () => {
    const preview = previewPricePublication(
      [row('Mar-27', 510), row('May-27', 560), row('Aug-27', 480), row('Oct-27', 470, 'EUR')],
      [published('Mar-27', 500), published('May-27', 500), published('Oct-27', 460)],
      new Map([['London5', ['Mar-27', 'May-27', 'Aug-27', 'Oct-27', 'Dec-27']]]),
    );
    expect(preview.changes).toEqual([
      expect.objectContaining({
        periodId: 'Mar-27',
        previous: 500,
        change: 10,
        changePercent: 2,
        outlier: false,
      }),
      expect.objectContaining({
        periodId: 'May-27',
        previous: 500,
        change: 60,
        changePercent: 12,
        outlier: true,
      }),
      expect.objectContaining({
        periodId: 'Aug-27',
        previous: null,
        change: null,
        changePercent: null,
        outlier: false,
      }),
      expect.objectContaining({
        periodId: 'Oct-27',
        previous: 460,
        change: null,
        changePercent: null,
        outlier: false,
      }),
    ]);
    expect(preview.outliers).toBe(1);
    expect(preview.missing).toEqual([{ contractId: 'London5', periodId: 'Dec-27' }]);
  });

  it('uses the threshold it is given, exclusive', () => {
    const preview = previewPricePublication([row('Mar-27', 103)], [published('Mar-27', 100)], new Map(), 3);
    expect(preview.outliers).toBe(0);
    expect(
      previewPricePublication([row('Mar-27', 103.5)], [published('Mar-27', 100)], new Map(), 3).outliers,
    ).toBe(1);
  });

  it('flags exactly the rows whose move exceeds the threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (before, after) => {
          const [change] = previewPricePublication(
            [row('Mar-27', after)],
            [published('Mar-27', before)],
            new Map(),
          ).changes;
          const percent = Math.round(((after - before) / before) * 10_000) / 100;
          expect(change?.outlier).toBe(Math.abs(percent) > 5);
        },
      ),
    );
  });
});
