import { describe, expect, it } from 'vitest';
import { defaultFreePlanDurationMs, describeAccountState, isAccountLocked } from './account-status.ts';

const created = Date.UTC(2026, 0, 1);
const day = 86_400_000;

describe('describeAccountState', () => {
  it.each([
    [10, created, 'super'],
    [1, created, 'awaitingPayment'],
    [2, created, 'paid'],
    [3, created, 'cancelled'],
    [0, created + 6 * day, 'free'],
    [0, created + 7 * day, 'freeExpired'],
    [5, created + 8 * day, 'freeExpired'],
  ] as const)('status %i at %i is %s', (status, now, expected) => {
    expect(describeAccountState(status, created, defaultFreePlanDurationMs, now)).toBe(expected);
  });

  it('locks expired, waiting and cancelled accounts only', () => {
    expect(['super', 'paid', 'free'].map((s) => isAccountLocked(s as never))).toEqual([false, false, false]);
    expect(['freeExpired', 'awaitingPayment', 'cancelled'].map((s) => isAccountLocked(s as never))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
