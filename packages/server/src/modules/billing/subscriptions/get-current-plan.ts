import type { PlanReply } from '@psc/core/billing/billing.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';

/** GET /api/v1/plans/current: the Plan entity of the caller's account. */
export const getCurrentPlan = async (
  deps: Pick<Deps, 'catalogueRepository' | 'subscriptionsRepository'>,
  principal: Principal,
): Promise<PlanReply> => {
  const account = await deps.subscriptionsRepository.findAccount(principal.accountId);
  const plan = account ? await deps.catalogueRepository.findPlan(account.currentPlanId) : null;
  if (!plan) throw new AppError('NOT_FOUND', billingRecordMessages.planNotFound);
  return plan;
};
