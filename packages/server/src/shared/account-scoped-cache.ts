import type { CacheInvalidation } from './cache-invalidation.ts';

type Entry<V> = { accountId: string; ticket: number; value: V };

/**
 * A bounded map of values read from the database on behalf of one account, valid until that account's data (or
 * everyone's) changes. The oldest-used entry goes first when full.
 */
export const createAccountScopedCache = <V>(invalidation: CacheInvalidation, maxEntries: number) => {
  const entries = new Map<string, Entry<V>>();
  return {
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (!invalidation.isCurrent(entry.ticket, entry.accountId)) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    /** `ticket` was taken before the read that produced `value`. */
    set: (key: string, accountId: string, ticket: number, value: V): void => {
      if (!invalidation.isCurrent(ticket, accountId)) return;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, { accountId, ticket, value });
    },
    get size() {
      return entries.size;
    },
  };
};

export type AccountScopedCache<V> = ReturnType<typeof createAccountScopedCache<V>>;
