import { describe, expect, it } from 'vitest';
import { scaleCostBlockChart } from './chart-scaling.ts';
import { destinationChargeShares, splitDestinationCharges } from './destination-charges-split.ts';
import { roundTo, roundToCents } from './round-to-cents.ts';
import { kilometresToNauticalMiles, nauticalMilesToKilometres, transitTime } from './voyage.ts';

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [1.004999, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.001, 0],
    [543.896121467, 543.9],
    [0.125, 0.13],
    [1e9 + 0.005, 1e9 + 0.01],
  ])('%d → %d', (value, expected) => {
    expect(roundToCents(value)).toBe(expected);
  });

  it('rounds rates to six places', () => {
    expect(roundTo(1 / 0.9, 6)).toBe(1.111111);
  });
});

describe('splitDestinationCharges', () => {
  it('splits the 276 legacy invoice into its round lines', () => {
    const lines = splitDestinationCharges(276);
    expect(lines.map((line) => line.amount)).toEqual([42.5, 15, 12.5, 27.5, 1.5, 1, 7, 4.5, 3.5, 107, 4, 50]);
    expect(lines.map((line) => line.name)).toEqual(destinationChargeShares.map((line) => line.name));
  });

  it.each([0, 0.01, 10, 99.99, 123.45, 1000.07])('lines of %d add up to the total', (total) => {
    const cents = splitDestinationCharges(total).reduce(
      (sum, line) => sum + Math.round(line.amount * 100),
      0,
    );
    expect(cents).toBe(Math.round(total * 100));
  });
});

describe('scaleCostBlockChart', () => {
  it('adds 9 × the minimum to the total, raises the minimum bar to 20 % of it, and skips Forex', () => {
    const scale = scaleCostBlockChart([
      { type: 'Contract', price: 400 },
      { type: 'Premium', price: 30 },
      { type: 'Insurance', price: 1 },
      { type: 'Forex', price: 0.92 },
      { type: 'Duty', price: 0 },
    ]);
    expect(scale.chartTotal).toBe(431 + 9);
    expect(scale.bars.map((bar) => bar.type)).toEqual(['Contract', 'Premium', 'Insurance', 'Duty']);
    const insurance = scale.bars[2];
    expect(insurance).toMatchObject({ bPrice: 1, cPrice: 88 });
    expect(insurance?.height).toBeCloseTo(0.2, 12);
    expect(scale.bars[3]).toMatchObject({ cPrice: 0, height: 0 });
  });

  it('leaves a minimum already above 20 % alone', () => {
    const scale = scaleCostBlockChart([
      { type: 'Contract', price: 100 },
      { type: 'Premium', price: 100 },
    ]);
    expect(scale.chartTotal).toBe(1100);
    expect(scale.bars[0]?.cPrice).toBe(220);
    expect(scale.bars[1]?.cPrice).toBe(100);
  });

  it('draws nothing for an empty calculator', () => {
    expect(scaleCostBlockChart([])).toEqual({ bars: [], chartTotal: 0 });
  });
});

describe('voyage helpers', () => {
  it('converts km to nautical miles by 1.852, and back', () => {
    expect(kilometresToNauticalMiles(1852)).toBe(1000);
    expect(kilometresToNauticalMiles(10_138)).toBeCloseTo(5474.08, 2);
    expect(nauticalMilesToKilometres(1000)).toBe(1852);
  });

  it('transit time = distance / speed + port days', () => {
    const time = transitTime(5474, 14, 2);
    expect(time.totalHours).toBeCloseTo(5474 / 14 + 48, 9);
    expect(time.milliseconds).toBe(Math.round((5474 / 14 + 48) * 3_600_000));
    expect([time.days, time.hours]).toEqual([18, 7]);
  });

  it('refuses a non-positive speed', () => {
    expect(() => transitTime(100, 0, 0)).toThrow(RangeError);
  });
});
