import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteVariance } from './quote-variance.ts';

// The worked example of docs/pricing.md 'Quote variance': a 30,000 t cargo quoted at DDP 642.35 USD/t.
const blocks = [
  { type: 'Contract', displayName: 'Contract', price: 520.1, includedInSum: true },
  { type: 'Premium', displayName: 'Premium', price: 12, includedInSum: true },
  { type: 'SeaFreight', displayName: 'Sea freight', price: 38.25, includedInSum: true },
  { type: 'Insurance', displayName: 'Insurance', price: 1.2, includedInSum: true },
  { type: 'Duty', displayName: 'Duty', price: 0, includedInSum: true },
  { type: 'Loading', displayName: 'Dest. charges', price: 55.8, includedInSum: true },
  { type: 'LandFreight', displayName: 'Land freight', price: 15, includedInSum: true },
  { type: 'Forex', displayName: 'Forex', price: 1.08, includedInSum: false },
] as const;

describe('quoteVariance', () => {
  it('with no invoice entered: the estimate alone', () => {
    const variance = quoteVariance(blocks, 642.35, 30_000, []);
    expect(variance).toMatchObject({ actualDdp: null, variancePerTonne: null, varianceTotal: null });
    expect(variance.rows.map((row) => row.block)).toEqual([
      'Contract',
      'Premium',
      'SeaFreight',
      'Insurance',
      'Duty',
      'Loading',
      'LandFreight',
    ]);
  });

  it('the worked example: freight invoiced 41.10/t, destination charges 53.30/t', () => {
    const variance = quoteVariance(blocks, 642.35, 30_000, [
      { block: 'SeaFreight', perTonne: 41.1 },
      { block: 'Loading', perTonne: 53.3 },
    ]);
    expect(variance.rows.find((row) => row.block === 'SeaFreight')).toEqual({
      block: 'SeaFreight',
      displayName: 'Sea freight',
      estimatedPerTonne: 38.25,
      actualPerTonne: 41.1,
      variancePerTonne: 2.85,
      varianceTotal: 85_500,
    });
    expect(variance.rows.find((row) => row.block === 'Loading')?.variancePerTonne).toBe(-2.5);
    expect(variance.rows.find((row) => row.block === 'Premium')?.variancePerTonne).toBeNull();
    expect(variance).toMatchObject({ variancePerTonne: 0.35, varianceTotal: 10_500, actualDdp: 642.7 });
  });

  it('an invoice for a block outside the sum (Forex) is not counted', () => {
    const variance = quoteVariance(blocks, 642.35, 30_000, [{ block: 'Forex', perTonne: 1.2 }]);
    expect(variance.actualDdp).toBeNull();
  });

  it('property: actual DDP − estimated DDP is the sum of the block variances, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (centsPerBlock, tonnesThousandths) => {
          const actuals = blocks
            .filter((block) => block.includedInSum)
            .map((block, index) => ({ block: block.type, perTonne: (centsPerBlock[index] ?? 0) / 100 }));
          const variance = quoteVariance(blocks, 642.35, tonnesThousandths / 1000, actuals);
          const sum = variance.rows.reduce((total, row) => total + (row.variancePerTonne ?? 0), 0);
          expect(Math.round(((variance.actualDdp ?? 0) - 642.35) * 100)).toBe(Math.round(sum * 100));
        },
      ),
    );
  });
});
