import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { AdjustableCostBlockType, OverridableCostBlockName } from '@psc/core/pricing/cost-block-types';
import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages } from '@psc/core/shared/field-messages';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { Principal } from '../../shared/principal.ts';
import { forexOverride, quotaOverride } from './calculator-overrides.ts';
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

const blockChanges = (
  block: AdjustableCostBlockType,
  custom: boolean,
  value: string | undefined,
): CalculatorChanges => {
  const [flag, cost] = customColumns[block];
  if (!custom) return { [flag]: false, [cost]: null };
  const parsed = parseDecimal(value ?? '', {
    label: fieldLabelMessages.customPrice,
    min: block === 'Premium' ? -1e9 : 0,
  });
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.message);
  return { [flag]: true, [cost]: parsed.value };
};

/**
 * PUT /calculator/{id}/costblock/{custom}/{name}?value=: custom true sets the block's price per tonne in the
 * calculator currency (required; a premium may be a discount, so negative); false returns it to the default.
 * Forex takes the user's exchange rate (calculator currency per contract currency) and Quota the in-quota duty per
 * tonne in the duty rule's currency (docs/decisions/0021).
 */
export const overrideCostBlock = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  block: OverridableCostBlockName,
  custom: boolean,
  value: string | undefined,
): Promise<CalculatorReply> => {
  const row = await requireOwnedCalculator(deps, principal, calculatorId);
  const needsContext = block === 'Forex' || block === 'Quota';
  const context = needsContext ? await loadPricingContext(deps) : null;
  const changes =
    context === null
      ? blockChanges(block as AdjustableCostBlockType, custom, value)
      : block === 'Forex'
        ? forexOverride(context, row, custom, value)
        : quotaOverride(context, row, custom, value);
  if (
    !(await deps.calculatorsRepository.updateOwned(
      principal.accountId,
      principal.personId,
      calculatorId,
      changes,
    ))
  )
    throw calculatorNotFound();
  return ownedCalculatorReply(deps, principal, context ?? (await loadPricingContext(deps)), calculatorId);
};
