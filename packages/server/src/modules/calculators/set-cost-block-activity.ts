import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorChanges } from './calculators.repository.ts';
import { calculatorNotFound, ownedCalculatorReply, type CalculatorDeps } from './owned-calculator-reply.ts';
import { loadPricingContext } from './pricing-context.ts';

const activeColumns = {
  Premium: 'activePremium',
  SeaFreight: 'activeSeaFreight',
  Insurance: 'activeInsurance',
  Duty: 'activeDuty',
  Loading: 'activeLoading',
  LandFreight: 'activeLandFreight',
} as const satisfies Record<AdjustableCostBlockType, keyof CalculatorChanges>;

/** PUT /calculator/{id}/costblock/activity/{active}/{name}: an inactive block adds 0 and shows '--'. */
export const setCostBlockActivity = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  block: AdjustableCostBlockType,
  active: boolean,
): Promise<CalculatorReply> => {
  if (
    !(await deps.calculatorsRepository.updateOwned(principal.accountId, principal.personId, calculatorId, {
      [activeColumns[block]]: active,
    }))
  )
    throw calculatorNotFound();
  return ownedCalculatorReply(deps, principal, await loadPricingContext(deps), calculatorId);
};
