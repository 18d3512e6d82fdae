import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageKeys } from '../features/auth/stores/session-keys.ts';
import { routeReads } from './route-reads.ts';

/** The browser's local storage as a plain map: the session store reads its keys from it. */
const storage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
};

const signedInFor = (msLeft: number) => {
  localStorage.setItem(sessionStorageKeys.accessToken, 'token');
  localStorage.setItem(sessionStorageKeys.issuedAt, String(Date.now() - 60_000));
  localStorage.setItem(sessionStorageKeys.expiresAt, String(Date.now() + msLeft));
};

describe("a route's reads (issue 50)", () => {
  beforeEach(() => vi.stubGlobal('localStorage', storage()));
  afterEach(() => vi.unstubAllGlobals());

  it('are read before the route renders while the session has a minute left', async () => {
    signedInFor(10 * 60_000);
    const reads = vi.fn(() => [Promise.resolve('calculators')]);
    await expect(routeReads(reads)()).resolves.toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('wait for no read when signed out or with under a minute left: the session monitor renews it first', async () => {
    const reads = vi.fn(() => [Promise.resolve('calculators')]);
    await routeReads(reads)();
    signedInFor(30_000);
    await routeReads(reads)();
    expect(reads).not.toHaveBeenCalled();
  });

  it('leave a failed read to the screen: the route still renders', async () => {
    signedInFor(10 * 60_000);
    const failing = routeReads(() => [Promise.reject(new Error('offline')), Promise.resolve('settings')]);
    await expect(failing()).resolves.toBeNull();
  });
});
