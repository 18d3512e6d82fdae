import { useSyncExternalStore } from 'react';

/**
 * The console's session (decision 0049), apart from a trader's: kept in this tab's sessionStorage, so it ends with
 * the tab and nothing of it is left for the next person on a shared machine.
 */
export type OperatorSession = { accessToken: string; refreshToken: string; expiresAt: number };

const storageKey = 'psc.operations.session';
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
};

let cachedText: string | null = read();
let cached: OperatorSession | null = parse(cachedText);

function parse(text: string | null): OperatorSession | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<OperatorSession>;
    return typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string' &&
      typeof value.expiresAt === 'number'
      ? (value as OperatorSession)
      : null;
  } catch {
    return null;
  }
}

const publish = (session: OperatorSession | null): void => {
  cachedText = session === null ? null : JSON.stringify(session);
  cached = session;
  try {
    if (cachedText === null) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, cachedText);
  } catch {
    // Storage refused (private mode): the session lives in memory for this page only.
  }
  for (const listener of listeners) listener();
};

export const operatorSession = {
  get: (): OperatorSession | null => cached,
  start: (session: OperatorSession): void => publish(session),
  end: (): void => publish(null),
};

export const useOperatorSession = (): OperatorSession | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cached,
  );
