import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCalculator } from './price-calculator.ts';
import { exampleA, fx, ref } from './pricing-doc-examples.test-support.ts';

// Issue 45 item 2: a price without a known duty is not duty-paid, and the engine says so (decision 0105).

const unknownDuty = { ...ref, adValoremRate: 0, specificPerTonne: 0, currencyCode: 'USD', known: false };

describe('priceComplete', () => {
  it('Example P: Example A into a market without a duty rule is incomplete until the user types a duty', () => {
    const unknown = priceCalculator({ ...exampleA, duty: unknownDuty }, fx);
    expect(unknown.priceComplete).toBe(false);
    expect(unknown.blocks.find((block) => block.type === 'Duty')?.price).toBe(0);
    expect(unknown.price).toBe(518.95); // CIF 498.95 + 12 + 8, no duty
    const typed = priceCalculator(
      { ...exampleA, duty: unknownDuty, adjustments: { Duty: { active: true, customCost: 25 } } },
      fx,
    );
    expect(typed.priceComplete).toBe(true);
    expect(typed.price).toBe(543.95);
    const quota = priceCalculator(
      { ...exampleA, duty: unknownDuty, dutyQuota: { perTonne: 20, currencyCode: 'USD' } },
      fx,
    );
    expect(quota.priceComplete).toBe(true);
    expect(priceCalculator(exampleA, fx).priceComplete).toBe(true);
  });

  it('property: complete exactly when a rule is known or the user typed a duty that applies', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
        fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
        (known, active, customCost, quota) => {
          const priced = priceCalculator(
            {
              ...exampleA,
              duty: { ...exampleA.duty, known },
              adjustments: { Duty: { active, customCost } },
              ...(quota === null ? {} : { dutyQuota: { perTonne: quota, currencyCode: 'USD' } }),
            },
            fx,
          );
          const typed = active && (customCost !== null || quota !== null);
          return priced.priceComplete === (known || typed);
        },
      ),
    );
  });
});
