import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { AppError } from '@psc/core/shared/app-error';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorChanges } from './calculators.repository.ts';
import {
  calculatorNotFound,
  ownedCalculatorReply,
  requireOwnedCalculator,
  type CalculatorDeps,
} from './owned-calculator-reply.ts';
import { loadPricingContext } from './pricing-context.ts';

const customColumns = {
  Premium: ['customPremium', 'customPremiumCost'],
  SeaFreight: ['customSeaFreight', 'customSeaFreightCost'],
  Insurance: ['customInsurance', 'customInsuranceCost'],
  Duty: ['customDuty', 'customDutyCost'],
  Loading: ['customLoading', 'customLoadingCost'],
  LandFreight: ['customLandFreight', 'customLandFreightCost'],
} as const satisfies Record<
  AdjustableCostBlockType,
  readonly [keyof CalculatorChanges, keyof CalculatorChanges]
>;

/**
 * PUT /calculator/{id}/costblock/{custom}/{name}?value=: custom true sets the block's price per tonne in the
 * calculator currency (required; a premium may be a discount, so negative); false returns it to the default.
 */
export const overrideCostBlock = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  block: AdjustableCostBlockType,
  custom: boolean,
  value: string | undefined,
): Promise<CalculatorReply> => {
  await requireOwnedCalculator(deps, principal, calculatorId);
  const [flag, cost] = customColumns[block];
  let changes: CalculatorChanges = { [flag]: false, [cost]: null };
  if (custom) {
    const parsed = parseDecimal(value ?? '', { label: 'Custom price', min: block === 'Premium' ? -1e9 : 0 });
    if (!parsed.ok) throw new AppError('VALIDATION', parsed.message);
    changes = { [flag]: true, [cost]: parsed.value };
  }
  if (
    !(await deps.calculatorsRepository.updateOwned(
      principal.accountId,
      principal.personId,
      calculatorId,
      changes,
    ))
  )
    throw calculatorNotFound();
  return ownedCalculatorReply(deps, principal, await loadPricingContext(deps), calculatorId);
};
