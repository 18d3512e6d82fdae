import { describeAccountState, isAccountLocked, type AccountState } from '@psc/core/accounts/account-status';
import { useAccountUse, useServerClockOffset } from '../../features/account-banner/api/get-account-use.ts';
import { useNow } from '#hooks/use-now.ts';
import { useCurrentUser } from '#lib/current-user.ts';

export type AccountAccess = {
  state: AccountState | null;
  /** Expired free plan, awaiting payment or cancelled: only the account view opens (§2 'Frame', §4). */
  locked: boolean;
  isAdministrator: boolean;
};

/** What the frame may show: the account's state from the can-use reply and the user's role. */
export const useAccountAccess = (): AccountAccess => {
  const use = useAccountUse();
  const user = useCurrentUser();
  const nowMs = useNow(60_000) + useServerClockOffset();
  const state =
    use.data === undefined
      ? null
      : describeAccountState(use.data.status, use.data.created, use.data.freePlanDuration, nowMs);
  return {
    state,
    locked: state !== null && isAccountLocked(state),
    isAdministrator: user.data?.isAdmin ?? false,
  };
};
