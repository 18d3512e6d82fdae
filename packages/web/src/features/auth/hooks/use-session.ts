import { useSyncExternalStore } from 'react';
import {
  readAccessToken,
  readLastPath,
  readReturnPath,
  readStoredSession,
  subscribeToSession,
} from '../stores/session-store.ts';
import { paths } from '#config/paths.ts';

/** True while a token set is stored; re-renders on sign-in and sign-out, in this tab or another. */
export const useIsSignedIn = (): boolean =>
  useSyncExternalStore(subscribeToSession, readAccessToken, () => null) !== null;

/**
 * Where sign-in lands (§4 'Login flow'): a page that sent the user to sign in (an application's consent screen),
 * else a first-time user on the profile screen, anyone else back on the screen they were last on, else home.
 */
export const destinationAfterSignIn = (): string => {
  const stored = readStoredSession();
  if (stored === null || stored.userId === null) return paths.home.path;
  const returnPath = readReturnPath();
  if (returnPath !== null) return returnPath;
  if (stored.isFirstTime) return paths.profile.path;
  return readLastPath(stored.userId) ?? paths.home.path;
};
