import { useSyncExternalStore } from 'react';
import {
  readAccessToken,
  readLastPath,
  readStoredSession,
  subscribeToSession,
} from '../stores/session-store.ts';
import { paths } from '../../../config/paths.ts';

/** True while a token set is stored; re-renders on sign-in and sign-out, in this tab or another. */
export const useIsSignedIn = (): boolean =>
  useSyncExternalStore(subscribeToSession, readAccessToken, () => null) !== null;

/**
 * Where sign-in lands (§4 'Login flow'): a first-time user on the profile screen,
 * anyone else back on the screen they were last on, else home.
 */
export const destinationAfterSignIn = (): string => {
  const stored = readStoredSession();
  if (stored === null || stored.userId === null) return paths.home.path;
  if (stored.isFirstTime) return paths.profile.path;
  return readLastPath(stored.userId) ?? paths.home.path;
};
