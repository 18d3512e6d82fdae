import { describe, expect, it } from 'vitest';
import type { CanUseReply } from '@psc/core/accounts/accounts.schemas';
import { describePlanBanner } from './describe-plan-banner.ts';

const dayMs = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);

const use = (overrides: Partial<CanUseReply>): CanUseReply => ({
  canUse: true,
  canAddUser: true,
  created: now - dayMs,
  freePlanDuration: 7 * dayMs,
  left: 0,
  message: null,
  numberOfDefinedUsers: 1,
  numberOfPurchasedUsers: 1,
  status: 0,
  subscriptionCancelationDate: null,
  success: true,
  ...overrides,
});

describe('describePlanBanner (§4 account status numbers)', () => {
  it('shows nothing for super (10) and paid (2) accounts', () => {
    expect(describePlanBanner(use({ status: 10 }), now)).toBeNull();
    expect(describePlanBanner(use({ status: 2 }), now)).toBeNull();
  });

  it('counts down a free plan with UPGRADE', () => {
    expect(describePlanBanner(use({ status: 0 }), now)).toEqual({
      text: 'Free Plan expires in 6 days',
      action: 'UPGRADE',
      severity: 'info',
    });
  });

  it('says when a free plan expired, without a button', () => {
    expect(describePlanBanner(use({ status: 0, created: now - 9 * dayMs }), now)).toEqual({
      text: 'Free Plan expired 2 days ago',
      action: null,
      severity: 'error',
    });
  });

  it('asks an account awaiting payment to REVIEW', () => {
    expect(describePlanBanner(use({ status: 1 }), now)).toEqual({
      text: 'Awaiting payment',
      action: 'REVIEW',
      severity: 'warning',
    });
  });

  it('dates a cancelled subscription when the date is known', () => {
    expect(
      describePlanBanner(use({ status: 3, subscriptionCancelationDate: now - 3 * dayMs }), now)?.text,
    ).toBe('Unsubscribed 3 days ago');
    expect(describePlanBanner(use({ status: 3 }), now)?.text).toBe('Unsubscribed');
  });
});
