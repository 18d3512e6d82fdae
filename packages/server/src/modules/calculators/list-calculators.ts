import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { toCalculatorReply } from './price-calculator-row.ts';
import { loadPricingContext } from './pricing-context.ts';

/** GET /calculator/all: the caller's calculators by creationTimestamp, each priced now (new publications show at once). */
export const listCalculators = async (
  deps: CalculatorDeps,
  principal: Principal,
): Promise<CalculatorReply[]> => {
  const [context, rows] = await Promise.all([
    loadPricingContext(deps),
    deps.calculatorsRepository.listOwned(principal.accountId, principal.personId),
  ]);
  return rows.map((row) => toCalculatorReply(context, row));
};
