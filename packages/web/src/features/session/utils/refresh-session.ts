import { requestRefreshGrant } from '../api/request-token.ts';
import { readStoredSession, saveTokens } from '../stores/session-store.ts';

let refreshInFlight: Promise<void> | null = null;

/**
 * Renews the tokens with the refresh grant and stores the rotated pair. One refresh at a time:
 * the server revokes the whole family when a used refresh token is presented twice.
 */
export const refreshSession = (): Promise<void> => {
  refreshInFlight ??= (async () => {
    const stored = readStoredSession();
    if (stored === null) throw new Error('No session to refresh');
    const reply = await requestRefreshGrant({ username: stored.username, refreshToken: stored.refreshToken });
    saveTokens(
      {
        accessToken: reply.access_token,
        refreshToken: reply.refresh_token,
        expiresInSeconds: reply.expires_in,
      },
      Date.now(),
    );
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};
