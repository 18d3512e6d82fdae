import type { CalculatorReply, CalculatorRequestParsed } from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import { applyCalculatorChanges } from './apply-calculator-changes.ts';
import { checkCalculatorChoice } from './check-calculator-choice.ts';
import { requireOwnedCalculator, type CalculatorDeps } from './owned-calculator-reply.ts';
import { loadPricingContext } from './pricing-context.ts';

/**
 * PUT /calculator/{calculatorId}: the edit form (§2.4). Tons and cost-block choices are kept, except a fixed rate or an
 * in-quota duty the new choice makes meaningless (docs/decisions/0021).
 */
export const updateCalculator = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  request: CalculatorRequestParsed,
): Promise<CalculatorReply> => {
  const existing = await requireOwnedCalculator(deps, principal, calculatorId);
  const context = await loadPricingContext(deps);
  const keptPeriodId = existing.contractId === request.contractId ? existing.periodId : null;
  const columns = await checkCalculatorChoice(deps, principal, context, request, keptPeriodId);
  return applyCalculatorChanges(deps, principal, context, existing, columns);
};
