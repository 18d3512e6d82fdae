import type { CostBlockType } from '../pricing/cost-block-types.ts';
import type { ActualAmount, QuoteVariance } from './quotes.schemas.ts';

const cents = (value: number): number => Math.round(value * 100) / 100;

type EstimatedBlock = {
  type: CostBlockType;
  displayName: string;
  price: number;
  includedInSum: boolean;
};

/**
 * Estimated versus actual (docs/pricing.md 'Quote variance'): per block, the invoice's amount per tonne less the
 * frozen estimate; the actual DDP is the estimated DDP with every entered invoice in place of its block (blocks
 * without an invoice stay at their estimate), and the cargo figures are per tonne × tonnes, as the calculator's total.
 */
export const quoteVariance = (
  blocks: readonly EstimatedBlock[],
  estimatedDdp: number,
  tons: number,
  actuals: readonly ActualAmount[],
): QuoteVariance => {
  const actualOf = new Map(actuals.map((actual) => [actual.block, actual.perTonne]));
  const rows = blocks
    .filter((block) => block.includedInSum)
    .map((block) => {
      const actual = actualOf.get(block.type);
      const variancePerTonne = actual === undefined ? null : cents(actual - block.price);
      return {
        block: block.type,
        displayName: block.displayName,
        estimatedPerTonne: block.price,
        actualPerTonne: actual ?? null,
        variancePerTonne,
        varianceTotal: variancePerTonne === null ? null : cents(variancePerTonne * tons),
      };
    });
  const entered = rows.filter((row) => row.variancePerTonne !== null);
  if (entered.length === 0)
    return { rows, estimatedDdp, actualDdp: null, variancePerTonne: null, varianceTotal: null };
  const variancePerTonne = cents(entered.reduce((sum, row) => sum + (row.variancePerTonne ?? 0), 0));
  return {
    rows,
    estimatedDdp,
    actualDdp: cents(estimatedDdp + variancePerTonne),
    variancePerTonne,
    varianceTotal: cents(variancePerTonne * tons),
  };
};
