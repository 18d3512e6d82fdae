/** Account status numbers of account-and-billing.md §4. Any other number is the free plan. */
export const accountStatus = {
  awaitingPayment: 1,
  paid: 2,
  cancelled: 3,
  super: 10,
  free: 0,
} as const;

export type AccountState = 'super' | 'awaitingPayment' | 'paid' | 'cancelled' | 'free' | 'freeExpired';

/** The states in words, for people who support the account (the operations console, issue 48). */
export const accountStateLabels: Record<AccountState, string> = {
  super: 'Super account (no limits)',
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Subscription cancelled',
  free: 'Free trial',
  freeExpired: 'Free trial ended',
};

/** What a call of a locked account is refused with (§4), by the account's state; `locked` for any other lock. */
export const lockedAccountMessages = {
  freeExpired: 'Your free plan has expired. Choose a plan in Account to continue.',
  awaitingPayment: 'Your account is awaiting payment: operations are locked until it is paid.',
  cancelled: 'Your subscription is cancelled. Contact us to reactivate it.',
  locked: 'Account locked',
} as const;

export const defaultFreePlanDurationMs = 7 * 24 * 60 * 60 * 1000;

export const freePlanExpiresAtMs = (createdAtMs: number, freePlanDurationMs: number): number =>
  createdAtMs + freePlanDurationMs;

export const describeAccountState = (
  status: number,
  createdAtMs: number,
  freePlanDurationMs: number,
  nowMs: number,
): AccountState => {
  switch (status) {
    case accountStatus.super:
      return 'super';
    case accountStatus.awaitingPayment:
      return 'awaitingPayment';
    case accountStatus.paid:
      return 'paid';
    case accountStatus.cancelled:
      return 'cancelled';
    default:
      return nowMs < freePlanExpiresAtMs(createdAtMs, freePlanDurationMs) ? 'free' : 'freeExpired';
  }
};

/** Only the account and sign-out stay reachable in these states (§4, §2 'Frame'). */
export const isAccountLocked = (state: AccountState): boolean =>
  state === 'freeExpired' || state === 'awaitingPayment' || state === 'cancelled';

export type PlanType = 'Super' | 'Free' | 'Paid';

/** The plan type of the Details tab (§2): super (10), the free plan (any unknown status), else paid. */
export const planTypeOf = (status: number): PlanType => {
  if (status === accountStatus.super) return 'Super';
  if (
    status === accountStatus.awaitingPayment ||
    status === accountStatus.paid ||
    status === accountStatus.cancelled
  )
    return 'Paid';
  return 'Free';
};

/** Only the default admin, and only at status 2, may cancel the subscription (§4, §6). */
export const isCancellationEnabled = (status: number, isDefaultAdmin: boolean): boolean =>
  status === accountStatus.paid && isDefaultAdmin;
