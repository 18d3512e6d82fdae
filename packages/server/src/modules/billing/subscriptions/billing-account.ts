import type { Deps } from '../../../deps.ts';
import type { BillingAccountRow } from './subscriptions.repository.ts';

/** The rows invoicing and payment methods are handed (an account to bill, a purchase to invoice). */
export type { BillingAccountRow, PurchaseRow } from './subscriptions.repository.ts';

/** The account as billing holds it (plan, licences, billing recipient), for the billing modules beside this one. */
export const findBillingAccount = (
  deps: Pick<Deps, 'subscriptionsRepository'>,
  accountId: string,
): Promise<BillingAccountRow | null> => deps.subscriptionsRepository.findAccount(accountId);
