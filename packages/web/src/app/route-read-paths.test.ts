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
import { contractPeriodsEndpoint, loadContractPeriodsReply } from '#api/get-contract-periods.ts';
import { currentUserPath, loadCurrentUserReply } from '#lib/current-user.ts';
import { loadPersonalisationReply, personalisationPath } from '#lib/date-format.ts';
import { accountUsePath, loadAccountUseReply } from '../features/account-banner/api/get-account-use.ts';
import { checkSessionTokenPath } from '../features/auth/api/check-session-token.ts';
import { loadMyAccountReply, myAccountPath } from '../features/accounts/api/get-my-account.ts';
import {
  loadSubscriptionDetailsReply,
  subscriptionDetailsPath,
} from '../features/billing/api/get-subscription-details.ts';
import { calculatorsPath, loadCalculatorsReply } from '../features/calculators/api/get-calculators.ts';
import { appSettingsPath } from '../features/settings/api/get-app-settings.ts';
import { cashMarketPricesPath } from '../features/market-data/api/get-cash-market-prices.ts';
import { marketFreshnessPath } from '../features/market-data/api/get-market-freshness.ts';
import { whitePremiumPeriodsPath } from '../features/market-data/api/get-white-premium-periods.ts';
import { usersPath } from '../features/users/api/get-users.ts';

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

// Their replies are checked against schemas imported from modules that build only the first paint's replies, not
// from the endpoints' modules (docs/web-delivery.md): each must be the very schema its contract declares.
describe("the reply schemas of the routes' first reads", () => {
  it('are the reply schemas of their contracts', async () => {
    const loaded = {
      currentUser: await loadCurrentUserReply(),
      accountUse: await loadAccountUseReply(),
      myAccount: await loadMyAccountReply(),
      subscriptionDetails: await loadSubscriptionDetailsReply(),
      personalisation: await loadPersonalisationReply(),
      calculators: await loadCalculatorsReply(),
      contractPeriods: await loadContractPeriodsReply(),
    };
    const declared = {
      currentUser: userEndpoints.me.reply,
      accountUse: accountEndpoints.use.reply,
      myAccount: accountEndpoints.me.reply,
      subscriptionDetails: subscriptionEndpoints.details.reply,
      personalisation: personalisationEndpoints.get.reply,
      calculators: calculatorEndpoints.list.reply,
      contractPeriods: marketDataEndpoints.contractPeriods.reply,
    };
    for (const [read, schema] of Object.entries(loaded))
      expect(schema, read).toBe(declared[read as keyof typeof declared]);
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

// What a page reads after its first paint (Home's boards, the calculators' freshness, the account's users) loads its
// contracts when it first reads too, so that the first paint does not build them (docs/web-delivery.md).
describe('the paths of the reads after the first paint', () => {
  it('are the paths of their contracts', () => {
    expect({ marketFreshnessPath, cashMarketPricesPath, whitePremiumPeriodsPath, usersPath }).toEqual({
      marketFreshnessPath: marketDataEndpoints.freshness.path,
      cashMarketPricesPath: marketDataEndpoints.cashMarketPrices.path,
      whitePremiumPeriodsPath: marketDataEndpoints.whitePremiumPeriods.path,
      usersPath: userEndpoints.list.path,
    });
  });
});
