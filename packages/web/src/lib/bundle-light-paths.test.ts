import { describe, expect, it } from 'vitest';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { newsEndpoints } from '@psc/core/news/news.endpoints';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { currentUserPath } from './current-user.ts';
import { loginSettingsPath } from './login-settings.ts';
import { persistedPaths } from './persisted-figures.ts';

// The first bundle names a few paths itself instead of importing their contracts (zod stays out of it, decision
// 0053); each must stay the contract's path, or its query key and the server's route part ways.
describe('paths the first bundle writes out', () => {
  it('are the contracts’ paths', () => {
    expect(currentUserPath).toBe(userEndpoints.me.path);
    expect(loginSettingsPath).toBe(settingsEndpoints.loginSettings.path);
    expect(persistedPaths).toEqual([
      calculatorEndpoints.list.path,
      marketDataEndpoints.contractPeriods.path,
      personalisationEndpoints.get.path,
      marketDataEndpoints.currencies.path,
      userDestinationEndpoints.list.path,
      userEndpoints.me.path,
      accountEndpoints.use.path,
      settingsEndpoints.appSetting.path,
      marketDataEndpoints.regionCountries.path,
      marketDataEndpoints.countryOrigins.path,
      marketDataEndpoints.destinations.path,
      marketDataEndpoints.origins.path,
      alertEndpoints.list.path,
      alertEndpoints.notifications.path,
      newsEndpoints.list.path,
      quoteEndpoints.list.path,
      matrixEndpoints.list.path,
    ]);
  });
});
