import type { QueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import { currentUserPath, getCurrentUserQueryOptions } from '#lib/current-user.ts';
import { getPersonalisationQueryOptions } from '#lib/date-format.ts';
import { earlyRead, primeEarlyReads, type EarlyRead } from '#lib/early-reads-primer.ts';
import { getAccountUseQueryOptions } from '../../features/account-banner/api/get-account-use.ts';
import { getSubscriptionDetailsQueryOptions } from '../../features/billing/api/get-subscription-details.ts';
import { getAppSettingsQueryOptions } from '../../features/settings/api/get-app-settings.ts';

/** Each read the entry starts for the frame (`app/early-reads.ts`, same order), with the query that takes it. */
export const frameQueries = (): EarlyRead[] => [
  earlyRead(currentUserPath, getCurrentUserQueryOptions()),
  earlyRead(accountEndpoints.use.path, getAccountUseQueryOptions()),
  earlyRead(subscriptionEndpoints.details.path, getSubscriptionDetailsQueryOptions()),
  earlyRead(personalisationEndpoints.get.path, getPersonalisationQueryOptions()),
  earlyRead(settingsEndpoints.appSetting.path, getAppSettingsQueryOptions()),
];

/**
 * The frame's data in the cache before the frame first renders, when the entry has already asked for it: the
 * account's state is known at once (no 'Checking the account' bar, then the screen) and so is the user's role (no
 * 'Add Calculator' appearing a moment later and pushing the page down).
 */
export const primeFrameReads = (client: QueryClient): Promise<void> =>
  primeEarlyReads(client, frameQueries());
