import { chargeRenewal, type ChargeRenewalDeps } from './charge-renewal.ts';

/**
 * A renewal refused in its grace period is tried again on the new default card at once, as Stripe's recovery does
 * (issue 44), within the attempts' limit and written to the audit trail; its outcome shows on the Details tab.
 */
export const retryOwedRenewal = async (deps: ChargeRenewalDeps, accountId: string) => {
  const open = await deps.subscriptionsRepository.findOpenPurchase(accountId);
  if (open?.kind !== 'renewal' || open.status !== 'failed') return;
  try {
    await chargeRenewal(deps, open, 'new_default_card');
  } catch (error) {
    deps.logger.warn({ err: error, purchaseId: open.id }, 'retry on the new default card failed');
  }
};
