import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const accountTabs = [
  { key: 'details', label: 'account.tab.details' },
  { key: 'users', label: 'account.tab.users' },
  { key: 'invoices', label: 'account.tab.invoices' },
  { key: 'info', label: 'account.tab.info' },
  { key: 'pm', label: 'account.tab.pm' },
] as const;
export type AccountTabKey = (typeof accountTabs)[number]['key'];

const isTabKey = (value: string | null): value is AccountTabKey =>
  accountTabs.some((tab) => tab.key === value);

/**
 * What the Account panel's address says: the open tab (?tab=), the provider's return (?payment=) and the banner's
 * requests: the team-size editor (?upgrade=1), the plan shown (?review=1). `tabsFrozen`: tab switching is ignored when the account is
 * expired or the subscription cancelled (§2).
 */
export const useAccountAddress = (tabsFrozen: boolean) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  // The provider's return (§2 'stripesucc' / 'stripefail') was turned into ?payment= by the start query. It is read
  // once and then removed from the address: the payment-success flag resets (§ 'Subscription update result'), so a
  // reload or the remembered last page does not announce the plan change again.
  const [providerReturn] = useState<'success' | 'failure' | null>(() => {
    const payment = searchParams.get('payment');
    return payment === 'success' ? 'success' : payment === 'failure' ? 'failure' : null;
  });
  useEffect(() => {
    if (!searchParams.has('payment')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('payment');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  const tab: AccountTabKey = !tabsFrozen && isTabKey(requested) ? requested : 'details';
  // ?upgrade=1: the banner's UPGRADE asks for the team-size editor; read once, then taken off the address.
  const upgradeRequested = searchParams.has('upgrade');
  const upgradeOpened = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('upgrade');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // ?review=1: the banner's REVIEW asks for the plan to be shown; read once, then taken off the address.
  const reviewRequested = searchParams.has('review');
  const reviewShown = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('review');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const openTab = (next: AccountTabKey) => {
    if (tabsFrozen) return;
    setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true });
  };

  return {
    tab,
    openTab,
    tabsFrozen,
    providerReturn,
    upgradeRequested,
    upgradeOpened,
    reviewRequested,
    reviewShown,
  };
};
