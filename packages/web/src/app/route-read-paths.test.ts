import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { authEndpoints } from '@psc/core/auth/auth.endpoints';
import { unreadNotificationsPath } from '#api/get-unread-notifications.ts';
import { contractPeriodsEndpoint } from '#api/get-contract-periods.ts';
import { currentUserPath } from '#lib/current-user.ts';
import { personalisationPath } from '#lib/date-format.ts';
import { accountUsePath } from '../features/account-banner/api/get-account-use.ts';
import { checkSessionTokenPath } from '../features/auth/api/check-session-token.ts';
import { myAccountPath } from '../features/accounts/api/get-my-account.ts';
import { subscriptionDetailsPath } from '../features/billing/api/get-subscription-details.ts';
import { calculatorsPath } from '../features/calculators/api/get-calculators.ts';
import { appSettingsPath } from '../features/settings/api/get-app-settings.ts';

// The loaders' reads write their paths themselves, so their requests leave before zod and the contracts are built
// (decision 0153): each must stay its contract's path.
describe("the paths of the routes' first reads", () => {
  it('are the paths of their contracts', () => {
    expect({
      currentUserPath,
      accountUsePath,
      myAccountPath,
      subscriptionDetailsPath,
      personalisationPath,
      calculatorsPath,
      contractPeriods: contractPeriodsEndpoint.path,
    }).toEqual({
      currentUserPath: userEndpoints.me.path,
      accountUsePath: accountEndpoints.use.path,
      myAccountPath: accountEndpoints.me.path,
      subscriptionDetailsPath: subscriptionEndpoints.details.path,
      personalisationPath: personalisationEndpoints.get.path,
      calculatorsPath: calculatorEndpoints.list.path,
      contractPeriods: marketDataEndpoints.contractPeriods.path,
    });
  });
});

// The frame's badge, session check and footer links, on every page, load their contracts when they first read
// (issue 50, decision 0159).
describe("the paths of the frame's background reads", () => {
  it('are the paths of their contracts', () => {
    expect({ unreadNotificationsPath, checkSessionTokenPath, appSettingsPath }).toEqual({
      unreadNotificationsPath: alertEndpoints.unreadNotifications.path,
      checkSessionTokenPath: authEndpoints.checkSessionToken.path,
      appSettingsPath: settingsEndpoints.appSetting.path,
    });
  });
});
