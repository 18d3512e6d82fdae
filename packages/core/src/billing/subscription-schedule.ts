import { accountStatus } from '../accounts/account-status.ts';
import type { PaymentFrequency } from './catalogue.ts';
import { billingPeriodEnd } from './subscription-term.ts';

/**
 * What a subscription will charge from here, in one place for the screen and the renewal run
 * (docs/decisions/0082): the screen's "next charge" is the charge the run then makes, to the cent and the day.
 */
export type ScheduleState = {
  /** The account's status (§4): a super account is never charged. */
  accountStatus: number;
  subscriptionStatus: 'active' | 'past_due' | 'paused' | 'ended';
  paymentFrequency: PaymentFrequency;
  /** End of the period paid for: the next period starts, and is charged, then. */
  currentPeriodEnd: number;
  /** The day a cancellation takes effect (the end of a 12-month term); null when none was given. */
  cancelEffectiveAt: number | null;
  /** The renewal's price for the next period (minor units), as the run prices it. */
  renewalAmount: number;
  currency: string;
};

export type NextCharge = { amount: number; currency: string; at: number };

/**
 * Whether the renewal run charges the period that starts at `currentPeriodEnd`: a running subscription of an
 * account that is not super, whose cancellation (if any) takes effect after that period has started. A
 * cancellation inside the minimum term does not stop the payments before the term's end (decision 0082).
 */
export const isRenewalCharged = (state: ScheduleState): boolean =>
  (state.subscriptionStatus === 'active' || state.subscriptionStatus === 'past_due') &&
  state.accountStatus !== accountStatus.super &&
  (state.cancelEffectiveAt === null || state.cancelEffectiveAt > state.currentPeriodEnd);

/** The next charge the renewal run makes (amount, currency, day), or null when none is left. */
export const nextCharge = (state: ScheduleState): NextCharge | null =>
  isRenewalCharged(state)
    ? { amount: state.renewalAmount, currency: state.currency, at: state.currentPeriodEnd }
    : null;

/**
 * The days of every charge left before a cancellation takes effect (empty when none is left); null while no
 * cancellation was given (the subscription renews with no last charge).
 */
export const remainingChargeDays = (state: ScheduleState): number[] | null => {
  if (state.cancelEffectiveAt === null) return null;
  const days: number[] = [];
  let at = state.currentPeriodEnd;
  while (
    isRenewalCharged({ ...state, currentPeriodEnd: at }) &&
    // A schedule is at most a term of monthly periods after the notice; the bound keeps a bad row finite.
    days.length < 60
  ) {
    days.push(at);
    at = billingPeriodEnd(at, state.paymentFrequency);
  }
  return days;
};

/** The last charge of a cancelled subscription: its day, or null when it has already been made or none was given. */
export const finalChargeAt = (state: ScheduleState): number | null => {
  const days = remainingChargeDays(state);
  return days && days.length > 0 ? (days.at(-1) ?? null) : null;
};
