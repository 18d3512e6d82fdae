import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scaleCostBlockChart, trueScaleCostBlockChart } from './chart-scaling.ts';

const blocks = [
  { type: 'Contract', price: 407.85 },
  { type: 'Premium', price: 7.25 },
  { type: 'SeaFreight', price: 60 },
  { type: 'Insurance', price: 0.92 },
  { type: 'Duty', price: 0 },
  { type: 'Forex', price: 1.085 },
];

describe('trueScaleCostBlockChart (issue 12 item 27)', () => {
  it('draws each block as its share of the total, where the spec chart raises the smallest to 20 %', () => {
    const spec = new Map(scaleCostBlockChart(blocks).bars.map((bar) => [bar.type, bar.height]));
    const scale = trueScaleCostBlockChart(blocks);
    const heights = new Map(scale.bars.map((bar) => [bar.type, bar.height]));
    expect(scale.chartTotal).toBeCloseTo(476.02, 10);
    expect(heights.get('Insurance')).toBeCloseTo(0.92 / 476.02, 12);
    expect(heights.get('SeaFreight')).toBeCloseTo(60 / 476.02, 12);
    expect((heights.get('Insurance') ?? 0) / (heights.get('SeaFreight') ?? 1)).toBeCloseTo(0.92 / 60, 12);
    // The spec's chart draws insurance taller than freight.
    expect(spec.get('Insurance') ?? 0).toBeGreaterThan(spec.get('SeaFreight') ?? 0);
    expect(heights.has('Forex')).toBe(false);
    expect(heights.get('Duty')).toBe(0);
  });

  it('draws a negative block flat and keeps its amount', () => {
    const bars = trueScaleCostBlockChart([
      { type: 'Contract', price: 400 },
      { type: 'Premium', price: -10 },
    ]).bars;
    expect(bars).toEqual([
      { type: 'Contract', bPrice: 400, cPrice: 400, height: 1 },
      { type: 'Premium', bPrice: -10, cPrice: 0, height: 0 },
    ]);
  });

  it('has heights that add up to 1 whenever something is drawn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -100, max: 10_000, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (prices) => {
          const scale = trueScaleCostBlockChart(prices.map((price, index) => ({ type: `B${index}`, price })));
          const sum = scale.bars.reduce((total, bar) => total + bar.height, 0);
          if (scale.chartTotal > 0) expect(sum).toBeCloseTo(1, 9);
          else expect(sum).toBe(0);
        },
      ),
    );
  });
});
