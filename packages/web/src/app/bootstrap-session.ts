import { configureApiClient } from '#lib/api-client.ts';
import { enforceStoredLifetimeAtStart, readAccessToken } from '../features/auth/stores/session-store.ts';
import { reportUnauthorized } from '../features/auth/stores/unauthorized-signal.ts';

/** Runs once before the first render: the lifetime check of §4 and the api client's link to the session. */
export const bootstrapSession = (): void => {
  enforceStoredLifetimeAtStart();
  configureApiClient({
    readAccessToken,
    onUnauthorized: () => {
      // A late reply after sign-out is not a reason to tell anyone their token expired.
      if (readAccessToken() !== null) reportUnauthorized();
    },
  });
};
