import { requestRefreshGrant } from '../api/request-token.ts';
import { readStoredSession, saveTokens } from '../stores/session-store.ts';

let refreshInFlight: Promise<void> | null = null;

const refreshUnlessRotated = async (refreshTokenSeen: string): Promise<void> => {
  const stored = readStoredSession();
  if (stored === null) throw new Error('No session to refresh');
  // Another tab got the lock first and already stored the rotated pair.
  if (stored.refreshToken !== refreshTokenSeen) return;
  const reply = await requestRefreshGrant({ username: stored.username, refreshToken: stored.refreshToken });
  saveTokens(
    {
      accessToken: reply.access_token,
      refreshToken: reply.refresh_token,
      expiresInSeconds: reply.expires_in,
    },
    Date.now(),
  );
};

const runExclusively = async (task: () => Promise<void>): Promise<void> => {
  if (!('locks' in navigator)) return task();
  await navigator.locks.request('psc.refresh-session', task);
};

/**
 * Renews the tokens with the refresh grant and stores the rotated pair. One refresh at a time, across
 * tabs too: the server revokes the whole token family when a used refresh token is presented again.
 */
export const refreshSession = (): Promise<void> => {
  if (refreshInFlight !== null) return refreshInFlight;
  const refreshTokenSeen = readStoredSession()?.refreshToken ?? '';
  const pending = runExclusively(() => refreshUnlessRotated(refreshTokenSeen)).finally(() => {
    refreshInFlight = null;
  });
  refreshInFlight = pending;
  return pending;
};
