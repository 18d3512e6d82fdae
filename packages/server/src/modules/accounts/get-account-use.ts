import { canAddFullUser } from '@psc/core/accounts/licences';
import {
  describeAccountState,
  freePlanExpiresAtMs,
  isAccountLocked,
  type AccountState,
} from '@psc/core/accounts/account-status';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages, type CanUseReply } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

const messageByState: Record<AccountState, string | null> = {
  super: null,
  paid: null,
  free: null,
  freeExpired: 'Your free plan has expired. Choose a plan to continue.',
  awaitingPayment: 'Your account is awaiting payment.',
  cancelled: 'Your subscription is cancelled.',
};

/** GET /api/v1/accounts/use: the can-use reply of account-and-billing.md §3. `left` is milliseconds of free plan left. */
export const getAccountUse = async (
  deps: Pick<Deps, 'accountsRepository' | 'clock'>,
  principal: Principal,
): Promise<CanUseReply> => {
  const account = await deps.accountsRepository.findById(principal.accountId);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  const numberOfDefinedUsers = await deps.accountsRepository.countFullUsers(account.id);
  const now = deps.clock.now().getTime();
  const created = account.dateAdded.getTime();
  const state = describeAccountState(account.status, created, account.freePlanDurationMs, now);
  const isFreePlan = state === 'free' || state === 'freeExpired';
  return {
    canUse: !isAccountLocked(state),
    canAddUser: canAddFullUser(account.status, account.numberOfUsers, numberOfDefinedUsers),
    created,
    freePlanDuration: account.freePlanDurationMs,
    left: isFreePlan ? Math.max(0, freePlanExpiresAtMs(created, account.freePlanDurationMs) - now) : 0,
    message: messageByState[state],
    numberOfDefinedUsers,
    numberOfPurchasedUsers: account.numberOfUsers,
    status: account.status,
    subscriptionCancelationDate: account.subscriptionCancelationDate?.getTime() ?? null,
    success: true,
    serverTime: now,
    twoFactorSetupRequired: principal.twoFactorSetupRequired,
  };
};
