// The stored session of account-and-billing.md §3/§4, one localStorage key per value so that
// the lifetime check at start sees exactly what was stored.
import { isStoredLifetimeValid } from '@psc/core/auth/session-rules';
import { lastScreenKey } from '#lib/last-screen.ts';
import { persistedFiguresKey } from '#lib/persisted-figures.ts';
import { parseStoredNumber, sessionStorageKeys as keys } from './session-keys.ts';

const sessionKeys = [
  keys.accessToken,
  keys.refreshToken,
  keys.issuedAt,
  keys.expiresAt,
  keys.username,
  keys.userId,
  keys.accountId,
  keys.firstTime,
  keys.administrator,
] as const;

export type StoredSession = {
  accessToken: string;
  refreshToken: string;
  issuedAtMs: number | null;
  expiresAtMs: number | null;
  username: string;
  userId: string | null;
  accountId: string | null;
  isFirstTime: boolean;
  /**
   * Whether the user was an administrator when this browser last read who they are: a hint for what to read ahead
   * (the account view asks for the account beside the user), never a permission. The server decides, and the
   * screens go by the user as read now.
   */
  wasAdministrator: boolean;
};

/** Why the last session ended without the user asking; the login page tells them. */
export type ForcedLogoutReason = 'securitySettingsChanged' | 'sessionTimeout';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const readNumber = (key: string): number | null => parseStoredNumber(localStorage.getItem(key));

export const readStoredSession = (): StoredSession | null => {
  const accessToken = localStorage.getItem(keys.accessToken);
  if (accessToken === null || accessToken === '') return null;
  return {
    accessToken,
    refreshToken: localStorage.getItem(keys.refreshToken) ?? '',
    issuedAtMs: readNumber(keys.issuedAt),
    expiresAtMs: readNumber(keys.expiresAt),
    username: localStorage.getItem(keys.username) ?? '',
    userId: localStorage.getItem(keys.userId),
    accountId: localStorage.getItem(keys.accountId),
    isFirstTime: localStorage.getItem(keys.firstTime) === 'true',
    wasAdministrator: localStorage.getItem(keys.administrator) === 'true',
  };
};

export const readAccessToken = (): string | null => localStorage.getItem(keys.accessToken) || null;

export type TokenSet = { accessToken: string; refreshToken: string; expiresInSeconds: number };

export const saveTokens = (tokens: TokenSet, receivedAtMs: number): void => {
  localStorage.setItem(keys.refreshToken, tokens.refreshToken);
  localStorage.setItem(keys.issuedAt, String(receivedAtMs));
  localStorage.setItem(keys.expiresAt, String(receivedAtMs + tokens.expiresInSeconds * 1000));
  // Written last: its presence is what makes the app signed in.
  localStorage.setItem(keys.accessToken, tokens.accessToken);
  notify();
};

/** The role as the user was last read (`wasAdministrator`): kept up to date by each page's first read of the user. */
export const rememberRole = (isAdministrator: boolean): void => {
  localStorage.setItem(keys.administrator, String(isAdministrator));
};

export type SignedInIdentity = {
  username: string;
  userId: string;
  accountId: string;
  isFirstTime: boolean;
  isAdministrator: boolean;
};

export const saveSignIn = (tokens: TokenSet, identity: SignedInIdentity, receivedAtMs: number): void => {
  localStorage.setItem(keys.username, identity.username);
  localStorage.setItem(keys.userId, identity.userId);
  localStorage.setItem(keys.accountId, identity.accountId);
  localStorage.setItem(keys.firstTime, String(identity.isFirstTime));
  rememberRole(identity.isAdministrator);
  saveTokens(tokens, receivedAtMs);
};

export const clearFirstTimeFlag = (): void => {
  localStorage.setItem(keys.firstTime, 'false');
  notify();
};

export const clearStoredSession = (): void => {
  sessionKeys.forEach((key) => localStorage.removeItem(key));
  // The figures kept for the next visit leave with the session: nothing of this user for whoever comes next.
  localStorage.removeItem(persistedFiguresKey);
  localStorage.removeItem(lastScreenKey);
  notify();
};

const returnPathKey = 'psc.returnAfterSignIn';

/**
 * A page that needs sign-in but must not lose its address (the consent screen of a third-party application):
 * kept for this tab only, and only a path of this site.
 */
export const rememberReturnPath = (path: string): void => {
  if (path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(returnPathKey, path);
};

export const readReturnPath = (): string | null => sessionStorage.getItem(returnPathKey);

export const forgetReturnPath = (): void => {
  sessionStorage.removeItem(returnPathKey);
};

export const rememberLastPath = (userId: string | null, path: string): void => {
  localStorage.setItem(keys.lastPath, JSON.stringify({ userId, path }));
};

/** The screen this user was last on, so sign-in can take them back; another user's path is ignored. */
export const readLastPath = (userId: string): string | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(keys.lastPath) ?? 'null') as {
      userId?: unknown;
      path?: unknown;
    } | null;
    return stored?.userId === userId && typeof stored.path === 'string' && stored.path.startsWith('/')
      ? stored.path
      : null;
  } catch {
    return null;
  }
};

export const setForcedLogoutReason = (reason: ForcedLogoutReason): void => {
  localStorage.setItem(keys.forcedLogout, reason);
  notify();
};

export const readForcedLogoutReason = (): ForcedLogoutReason | null => {
  const reason = localStorage.getItem(keys.forcedLogout);
  return reason === 'securitySettingsChanged' || reason === 'sessionTimeout' ? reason : null;
};

export const clearForcedLogoutReason = (): void => localStorage.removeItem(keys.forcedLogout);

/**
 * §4 'Session': at start, stored lifetime values that are missing or not 3599–3601 s apart mean the
 * storage was changed outside the app; clear it and have the login page say so.
 */
export const enforceStoredLifetimeAtStart = (): void => {
  const hasAnySessionValue = sessionKeys.some((key) => localStorage.getItem(key) !== null);
  if (!hasAnySessionValue) return;
  const stored = readStoredSession();
  if (
    stored !== null &&
    stored.refreshToken !== '' &&
    isStoredLifetimeValid(stored.issuedAtMs, stored.expiresAtMs)
  )
    return;
  clearStoredSession();
  setForcedLogoutReason('securitySettingsChanged');
};

export const subscribeToSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('psc.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
