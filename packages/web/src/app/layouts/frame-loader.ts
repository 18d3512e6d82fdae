import { getCurrentUserQueryOptions } from '#lib/current-user.ts';
import { getPersonalisationQueryOptions } from '#lib/date-format.ts';
import { getAccountUseQueryOptions } from '../../features/account-banner/api/get-account-use.ts';
import { getSubscriptionDetailsQueryOptions } from '../../features/billing/api/get-subscription-details.ts';
import { rememberRole } from '../../features/auth/stores/session-store.ts';
import { routeReads } from '../route-reads.ts';

/**
 * What the signed-in frame reads before it renders, on every page: who is signed in, the account's use and plan, the
 * user's formats. In the cache before the frame first renders, the account's state is known at once (no 'Checking
 * the account' bar, then the screen) and so is the user's role (no 'Add Calculator' appearing a moment later and
 * pushing the page down). The role is remembered for the next visit's reads ahead (the account view's).
 * The deployment's settings are not among them: only the footer shows them (its links, at the page's foot and not
 * on a phone), so it reads them itself after the first paint, and the first paint does not wait for them.
 */
export const frameLoader = routeReads((client) => [
  client.ensureQueryData(getCurrentUserQueryOptions()).then((user) => rememberRole(user.isAdmin)),
  client.ensureQueryData(getAccountUseQueryOptions()),
  client.ensureQueryData(getSubscriptionDetailsQueryOptions()),
  client.ensureQueryData(getPersonalisationQueryOptions()),
]);
