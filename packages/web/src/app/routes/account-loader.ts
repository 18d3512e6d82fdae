import { getCurrentUserQueryOptions } from '#lib/current-user.ts';
import { getMyAccountQueryOptions } from '../../features/accounts/api/get-my-account.ts';
import { readStoredSession } from '../../features/auth/stores/session-store.ts';
import { routeReads } from '../route-reads.ts';

/**
 * What the account view reads before it renders: for an administrator (the only reader of the account's details),
 * the account, so its first paint is the Details tab, not a skeleton and a second pass after the page's code has
 * asked for it (decision 0153). The user is the frame's read too: one request serves both. When this browser last
 * knew the user as an administrator, the account is asked for beside the user rather than after it, a round trip
 * sooner (decision 0156); a role changed since costs a refused read, and the screen goes by the user as read now.
 */
export const accountLoader = routeReads((client) => {
  const user = client.ensureQueryData(getCurrentUserQueryOptions());
  const readAccount = () => client.ensureQueryData(getMyAccountQueryOptions());
  return [
    user,
    readStoredSession()?.wasAdministrator === true
      ? readAccount()
      : user.then((me) => (me.isAdmin ? readAccount() : null)),
  ];
});
