import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountStatus } from '../accounts/account-status.ts';
import { formatSignedMoney } from './catalogue.ts';
import { billingPeriodEnd, cancellationEffectiveAt } from './subscription-term.ts';
import {
  finalChargeAt,
  isRenewalCharged,
  nextCharge,
  remainingChargeDays,
  type ScheduleState,
} from './subscription-schedule.ts';

const day = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const monthly = (overrides: Partial<ScheduleState> = {}): ScheduleState => ({
  accountStatus: accountStatus.paid,
  subscriptionStatus: 'active',
  paymentFrequency: 'Monthly',
  currentPeriodEnd: utc('2026-12-28'),
  cancelEffectiveAt: null,
  renewalAmount: 29_900,
  currency: 'USD',
  ...overrides,
});

describe('next charge (decision 0082)', () => {
  it.each([
    ['a running subscription', monthly(), { amount: 29_900, currency: 'USD', at: utc('2026-12-28') }],
    [
      'cancelled inside the term: payments continue',
      monthly({ cancelEffectiveAt: utc('2027-11-28') }),
      {
        amount: 29_900,
        currency: 'USD',
        at: utc('2026-12-28'),
      },
    ],
    [
      'cancelled, the paid period reaches the end',
      monthly({ currentPeriodEnd: utc('2027-11-28'), cancelEffectiveAt: utc('2027-11-28') }),
      null,
    ],
    ['a super account', monthly({ accountStatus: accountStatus.super }), null],
    ['a paused subscription', monthly({ subscriptionStatus: 'paused' }), null],
    ['an ended subscription', monthly({ subscriptionStatus: 'ended' }), null],
    [
      "in a failed renewal's grace: the renewal is still owed",
      monthly({ subscriptionStatus: 'past_due' }),
      {
        amount: 29_900,
        currency: 'USD',
        at: utc('2026-12-28'),
      },
    ],
  ])('%s', (_label, state, expected) => {
    expect(nextCharge(state)).toEqual(expected);
  });

  it('names the last charge of a Team monthly cancelled in its first month: eleven more, the last on Oct 28', () => {
    const state = monthly({ cancelEffectiveAt: utc('2027-11-28') });
    expect(remainingChargeDays(state)).toHaveLength(11);
    expect(finalChargeAt(state)).toBe(utc('2027-10-28'));
    expect(finalChargeAt(monthly())).toBeNull();
  });
});

type Action =
  { kind: 'run' } | { kind: 'decline' } | { kind: 'cancel' } | { kind: 'super' } | { kind: 'unsuper' };

const actions = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<Action>({ kind: 'run' }) },
    fc.constant<Action>({ kind: 'decline' }),
    fc.constant<Action>({ kind: 'cancel' }),
    fc.constant<Action>({ kind: 'super' }),
    fc.constant<Action>({ kind: 'unsuper' }),
  ),
  { minLength: 1, maxLength: 40 },
);

describe('property: the shown next charge is what the renewal run charges', () => {
  it('over any life of a subscription (runs, declines, cancellations, super and back)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('2026-01-01'), max: utc('2028-12-31') }).map((ms) => ms - (ms % day)),
        fc.constantFrom('Monthly' as const, 'Yearly' as const),
        fc.integer({ min: 100, max: 1_000_000 }),
        actions,
        (startedAt, paymentFrequency, renewalAmount, steps) => {
          let state: ScheduleState = {
            accountStatus: accountStatus.paid,
            subscriptionStatus: 'active',
            paymentFrequency,
            currentPeriodEnd: billingPeriodEnd(startedAt, paymentFrequency),
            cancelEffectiveAt: null,
            renewalAmount,
            currency: 'USD',
          };
          let now = startedAt;
          let promisedLast: number | null = null;
          let lastCharged: number | null = null;
          for (const step of steps) {
            if (step.kind === 'cancel' && state.cancelEffectiveAt === null) {
              state = { ...state, cancelEffectiveAt: cancellationEffectiveAt(startedAt, now) };
              promisedLast = finalChargeAt(state);
            } else if (step.kind === 'super') state = { ...state, accountStatus: accountStatus.super };
            else if (step.kind === 'unsuper') state = { ...state, accountStatus: accountStatus.paid };
            else if (step.kind === 'run' || step.kind === 'decline') {
              // The run of the month that holds the next period's start: what the screen showed before it.
              const shown = nextCharge(state);
              now = Math.max(now, state.currentPeriodEnd);
              if (!isRenewalCharged(state)) {
                expect(shown).toBeNull();
                continue;
              }
              expect(shown).toEqual({ amount: renewalAmount, currency: 'USD', at: state.currentPeriodEnd });
              if (step.kind === 'decline') {
                state = { ...state, subscriptionStatus: 'past_due' };
                continue;
              }
              lastCharged = state.currentPeriodEnd;
              state = {
                ...state,
                subscriptionStatus: 'active',
                currentPeriodEnd: billingPeriodEnd(state.currentPeriodEnd, paymentFrequency),
              };
            }
            if (state.cancelEffectiveAt !== null) {
              // Nothing is charged on or after the day the subscription ends.
              expect(nextCharge(state)?.at ?? 0).toBeLessThan(state.cancelEffectiveAt);
            }
          }
          // A cancelled subscription charged to its end made exactly the last charge the screen promised.
          if (
            promisedLast !== null &&
            state.accountStatus !== accountStatus.super &&
            nextCharge(state) === null
          )
            expect(lastCharged).toBe(promisedLast);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('signed amounts (issue 44, item 8)', () => {
  it.each([
    [-5_980, 'USD', '\u2212$59.80'],
    [5_980, 'USD', '$59.80'],
    [-123_456, 'GBP', '\u2212£1,234.56'],
    [0, 'EUR', '€0.00'],
  ])('%d %s reads %s', (amount, currency, expected) => {
    expect(formatSignedMoney(amount, currency)).toBe(expected);
  });
});
