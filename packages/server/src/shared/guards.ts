import {
  describeAccountState,
  isAccountLocked,
  type AccountState,
  lockedAccountMessages,
} from '@psc/core/accounts/account-status';
import { insufficientPrivilegesMessage, isAdministrator } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Principal } from './principal.ts';

/**
 * Role and account-state rules of account-and-billing.md §4 and §6, enforced on the server. Routes declare them
 * (`config.access`, `config.ownProfileWrite`, `config.allowedWhenLocked`, checked by plugins/authentication.ts);
 * use cases whose rule depends on the request body call these functions directly.
 */
export const isPrincipalAdministrator = (principal: Principal): boolean =>
  isAdministrator(principal.permissions, principal.isDefaultAdmin);

/** Administrator = permission A or the account's default admin (account-and-billing.md §6). */
export const requireAdministrator = (principal: Principal): void => {
  if (!isPrincipalAdministrator(principal))
    throw new AppError('FORBIDDEN', userMessages.operationNotPermitted, {
      reason: 'administrator_required',
    });
};

/** Viewers (permission V) read; any write of account data gets 'Insufficient privileges!!' (§6). */
export const requireWriter = (principal: Principal): void => {
  if (principal.permissions === 'V' && !principal.isDefaultAdmin) {
    throw new AppError('FORBIDDEN', insufficientPrivilegesMessage, {
      reason: 'insufficient_privileges',
    });
  }
};

export const principalAccountState = (principal: Principal, now: Date): AccountState =>
  describeAccountState(
    principal.accountStatus,
    principal.accountCreatedAt.getTime(),
    principal.freePlanDurationMs,
    now.getTime(),
  );

/** An expired free plan, an account awaiting payment or a cancelled one reaches only the calls that let it recover. */
export const requireUnlockedAccount = (principal: Principal, now: Date): void => {
  const state = principalAccountState(principal, now);
  if (!isAccountLocked(state)) return;
  const message =
    state === 'freeExpired' || state === 'awaitingPayment' || state === 'cancelled'
      ? lockedAccountMessages[state]
      : lockedAccountMessages.locked;
  throw new AppError('FORBIDDEN', message, { reason: 'account_locked', body: { accountState: state } });
};
