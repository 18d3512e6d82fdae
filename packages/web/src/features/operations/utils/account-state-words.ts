import { accountStateLabels, type AccountState } from '@psc/core/accounts/account-status';

const isState = (state: string): state is AccountState => state in accountStateLabels;

/**
 * An account's state as support reads it (issue 48): words, not 'freeExpired (0)'; a closed account says so, with
 * the day, whatever its plan was.
 */
export const accountStateWords = (account: { state: string; closedAt: number | null }): string =>
  account.closedAt !== null
    ? `Closed on ${new Date(account.closedAt).toISOString().slice(0, 10)}`
    : isState(account.state)
      ? accountStateLabels[account.state]
      : account.state;

/** 'Team · Monthly', not 'Plan 1 · Monthly'; a plan the catalogue no longer has keeps its number. */
export const planWords = (account: {
  planId: number;
  planName: string | null;
  paymentLength: string;
}): string => `${account.planName ?? `Plan ${account.planId}`} · ${account.paymentLength}`;
