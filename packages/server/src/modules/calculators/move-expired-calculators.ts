import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { isContractId } from '@psc/core/market-data/contracts';
import type { Principal } from '../../shared/principal.ts';
import { listCalculators } from './list-calculators.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { currentPeriodOf, findPeriod } from '@psc/core/pricing/pricing-context';
import { loadPricingContext } from './pricing-context.ts';

/**
 * PUT /calculator/all (§4 'Expired basis notice'): every calculator of the caller on an expired period moves to its
 * contract's current pricing month, one statement per contract; then the list, priced.
 */
export const moveExpiredCalculators = async (
  deps: CalculatorDeps,
  principal: Principal,
): Promise<CalculatorReply[]> => {
  const context = await loadPricingContext(deps);
  const used = await deps.calculatorsRepository.ownedPeriods(principal.accountId, principal.personId);
  const expiredByContract = new Map<string, string[]>();
  for (const { contractId, periodId } of used) {
    if (!isContractId(contractId)) continue;
    // The cash market's period never concludes; its region only changes the price.
    const period = findPeriod(context, contractId, periodId, null);
    if (period !== null && !period.concluded) continue;
    expiredByContract.set(contractId, [...(expiredByContract.get(contractId) ?? []), periodId]);
  }
  await deps.database.db.transaction(async (tx) => {
    for (const [contractId, periodIds] of expiredByContract) {
      const current = isContractId(contractId) ? currentPeriodOf(context, contractId) : null;
      if (current !== null)
        await deps.calculatorsRepository.movePeriods(
          principal.accountId,
          principal.personId,
          contractId,
          periodIds,
          current.id,
          tx,
        );
    }
  });
  return listCalculators(deps, principal);
};
