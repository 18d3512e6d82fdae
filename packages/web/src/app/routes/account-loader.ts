import { getCurrentUserQueryOptions } from '#lib/current-user.ts';
import { getMyAccountQueryOptions } from '../../features/accounts/api/get-my-account.ts';
import { routeReads } from '../route-reads.ts';

/**
 * What the account view reads before it renders: for an administrator (the only reader of the account's details),
 * the account, so its first paint is the Details tab, not a skeleton and a second pass after the page's code has
 * asked for it (decision 0153). The user is the frame's read too: one request serves both.
 */
export const accountLoader = routeReads((client) => [
  client
    .ensureQueryData(getCurrentUserQueryOptions())
    .then((user) => (user.isAdmin ? client.ensureQueryData(getMyAccountQueryOptions()) : null)),
]);
