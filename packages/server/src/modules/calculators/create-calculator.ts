import {
  calculatorLimitReason,
  calculatorMessages,
  type CalculatorRequestParsed,
} from '@psc/core/calculators/calculators.schemas';
import { freePlanId } from '@psc/core/accounts/plans';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Principal } from '../../shared/principal.ts';
import { checkCalculatorChoice } from './check-calculator-choice.ts';
import type { CalculatorChanges } from './calculators.repository.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { loadPricingContext } from './pricing-context.ts';

/**
 * POST /calculator. The Free plan allows its plan row's numberOfSources calculators per account; the count is taken
 * under a lock of the account row, so concurrent creations cannot pass the limit together.
 */
export const createCalculator = async (
  deps: CalculatorDeps,
  principal: Principal,
  request: CalculatorRequestParsed,
  /** Columns the request cannot carry, stored as given (a parity-matrix cell's block settings). */
  stored: CalculatorChanges = {},
) => {
  const context = await loadPricingContext(deps);
  const columns = { ...(await checkCalculatorChoice(deps, principal, context, request, null)), ...stored };
  const id = await deps.database.db.transaction(async (tx) => {
    const allowance = await deps.calculatorsRepository.lockAccountAllowance(principal.accountId, tx);
    if (!allowance) throw new AppError('NOT_FOUND', accountMessages.notFound);
    if (allowance.planId === freePlanId && allowance.calculators >= allowance.planSources) {
      throw new AppError('FORBIDDEN', calculatorMessages.planLimit(allowance.planSources), {
        reason: calculatorLimitReason,
        body: { limit: allowance.planSources, plan: allowance.planName },
      });
    }
    return deps.calculatorsRepository.insert(
      {
        accountId: principal.accountId,
        personId: principal.personId,
        name: columns.name ?? '',
        contractId: columns.contractId ?? request.contractId,
        periodId: columns.periodId ?? request.periodId,
        currencyCode: columns.currencyCode ?? request.currencyCode,
        ...columns,
        creationTimestamp: deps.clock.now(),
      },
      tx,
    );
  });
  return { success: true, message: calculatorMessages.created, id };
};
