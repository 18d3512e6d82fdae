import type { CacheInvalidation } from './cache-invalidation.ts';

type Entry<V> = { accountId: string; ticket: number; value: V; bytes: number };

export type AccountScopedCacheLimits<V> = {
  maxEntries: number;
  /** With `sizeOf`, the entries' total size is kept under this too. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
};

/**
 * A bounded map of values read from the database on behalf of one account, valid until that account's data (or
 * everyone's) changes. The least recently used entries go first when a limit is reached.
 */
export const createAccountScopedCache = <V>(
  invalidation: CacheInvalidation,
  limits: AccountScopedCacheLimits<V>,
) => {
  const entries = new Map<string, Entry<V>>();
  const maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
  let totalBytes = 0;
  // The most recently used key: a run of hits on one key (a user's every request) need not move it each time.
  let newestKey: string | undefined;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
    if (key === newestKey) newestKey = undefined;
  };
  return {
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (!invalidation.isCurrent(entry.ticket, entry.accountId)) {
        remove(key);
        return undefined;
      }
      // Re-inserted: Map order is the recency order.
      if (key !== newestKey) {
        entries.delete(key);
        entries.set(key, entry);
        newestKey = key;
      }
      return entry.value;
    },
    /** `ticket` was taken before the read that produced `value`. */
    set: (key: string, accountId: string, ticket: number, value: V): void => {
      if (!invalidation.isCurrent(ticket, accountId)) return;
      const bytes = limits.sizeOf?.(value) ?? 0;
      if (bytes > maxBytes) return;
      remove(key);
      for (const oldest of entries.keys()) {
        if (entries.size < limits.maxEntries && totalBytes + bytes <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { accountId, ticket, value, bytes });
      newestKey = key;
      totalBytes += bytes;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
};

export type AccountScopedCache<V> = ReturnType<typeof createAccountScopedCache<V>>;
