import { describeAccountState, isAccountLocked, type AccountState } from '@psc/core/accounts/account-status';
import { insufficientPrivilegesMessage, isAdministrator } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
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
    throw new AppError('FORBIDDEN', 'Operation not permitted', {
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

export const lockedAccountMessages: Record<'freeExpired' | 'awaitingPayment' | 'cancelled', string> = {
  freeExpired: 'Your free plan has expired. Choose a plan in Account to continue.',
  awaitingPayment: 'Your account is awaiting payment: operations are locked until it is paid.',
  cancelled: 'Your subscription is cancelled. Contact us to reactivate it.',
};

/** An expired free plan, an account awaiting payment or a cancelled one reaches only the calls that let it recover. */
export const requireUnlockedAccount = (principal: Principal, now: Date): void => {
  const state = principalAccountState(principal, now);
  if (!isAccountLocked(state)) return;
  const message =
    state === 'freeExpired' || state === 'awaitingPayment' || state === 'cancelled'
      ? lockedAccountMessages[state]
      : 'Account locked';
  throw new AppError('FORBIDDEN', message, { reason: 'account_locked', body: { accountState: state } });
};
