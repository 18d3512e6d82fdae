import type { InputFreshnessReply } from '@psc/core/calculators/calculators.schemas';
import type { CostBlock } from '@psc/core/pricing/priced-calculator';
import type { price } from '@psc/core/pricing/price-stored-calculator';
import { freshnessOf } from '../calculators/calculator-freshness.ts';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import type { PricingContext } from '../calculators/pricing-context.ts';

/**
 * The published inputs of a whole matrix, each listed once, and each cell's late ones as indexes into that list
 * (decision 0114): 7,200 cells repeat no names or dates.
 */
export const createMatrixFreshness = (context: PricingContext) => {
  const inputs: InputFreshnessReply[] = [];
  const indexByKey = new Map<string, number>();
  return {
    inputs,
    /** The indexes of the cell's late inputs; undefined when none is late (the cell then carries nothing). */
    staleInputsOf: (
      row: CalculatorRow,
      resolution: ReturnType<typeof price>['resolution'],
      blocks: readonly CostBlock[],
    ): number[] | undefined => {
      const late: number[] = [];
      for (const input of freshnessOf(context, row, resolution, blocks).inputs) {
        const key = `${input.series}|${input.asOf ?? ''}|${input.demo}`;
        let index = indexByKey.get(key);
        if (index === undefined) {
          index = inputs.push(input) - 1;
          indexByKey.set(key, index);
        } else {
          const seen = inputs[index];
          for (const type of input.blocks) if (seen && !seen.blocks.includes(type)) seen.blocks.push(type);
        }
        if (input.stale) late.push(index);
      }
      return late.length === 0 ? undefined : late;
    },
  };
};

export type MatrixFreshness = ReturnType<typeof createMatrixFreshness>;
