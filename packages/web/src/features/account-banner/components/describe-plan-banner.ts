import { describeAccountState } from '@psc/core/accounts/account-status';
import type { CanUseReply } from '@psc/core/accounts/accounts.schemas';
import { formatRelativeTime } from '@psc/core/shared/relative-time';

export type PlanBanner = {
  text: string;
  action: 'UPGRADE' | 'REVIEW' | null;
  severity: 'info' | 'warning' | 'error';
};

/** The account-plan banner of §4 for each account status; none for super (10) and paid (2). */
export const describePlanBanner = (use: CanUseReply, nowMs: number): PlanBanner | null => {
  const state = describeAccountState(use.status, use.created, use.freePlanDuration, nowMs);
  const freePlanEndsAtMs = use.created + use.freePlanDuration;
  switch (state) {
    case 'super':
    case 'paid':
      return null;
    case 'free':
      return {
        text: `Free Plan expires ${formatRelativeTime(nowMs, freePlanEndsAtMs)}`,
        action: 'UPGRADE',
        severity: 'info',
      };
    case 'freeExpired':
      return {
        text: `Free Plan expired ${formatRelativeTime(nowMs, freePlanEndsAtMs)}`,
        action: null,
        severity: 'error',
      };
    case 'awaitingPayment':
      return { text: 'Awaiting payment', action: 'REVIEW', severity: 'warning' };
    case 'cancelled':
      return {
        text:
          use.subscriptionCancelationDate === null
            ? 'Unsubscribed'
            : `Unsubscribed ${formatRelativeTime(nowMs, use.subscriptionCancelationDate)}`,
        action: 'REVIEW',
        severity: 'warning',
      };
  }
};
