/**
 * Where the stored session lives in localStorage: one key per value (account-and-billing.md §3/§4). Its own module so
 * that the script painting the last screen before the app's code (decision 0067) can read the session without it.
 */
export const accessTokenKey = 'psc.accessToken';
export const userIdKey = 'psc.userId';
export const expiresAtKey = 'psc.expiresAt';

export const sessionStorageKeys = {
  accessToken: accessTokenKey,
  refreshToken: 'psc.refreshToken',
  issuedAt: 'psc.issuedAt',
  expiresAt: expiresAtKey,
  username: 'psc.username',
  userId: userIdKey,
  accountId: 'psc.accountId',
  firstTime: 'psc.ft',
  administrator: 'psc.admin',
  lastPath: 'psc.lastPath',
  forcedLogout: 'psc.forcedLogout',
} as const;

/**
 * Whether a session is stored: a non-empty access token, the app's own test of being signed in (readAccessToken).
 * Here for index.html's inline script, which asks it before any of the app's code has arrived.
 */
export const hasStoredAccessToken = (storage: Storage): boolean =>
  (storage.getItem(accessTokenKey) ?? '') !== '';

/** A stored number (a time in ms), or null when it is missing, blank or not a number. */
export const parseStoredNumber = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};
