/** '*' invalidates what every account reads (market data); otherwise an account id. */
export type InvalidationScope = string;

export const everyAccount: InvalidationScope = '*';

/**
 * The clock of the in-memory read caches (docs/decisions/0020). A reader takes a ticket before it reads the
 * database; what it read may be cached only while no invalidation of its account (or of everything) came after
 * that ticket. So an entry built from a read that raced a write is never kept, and invalidating is O(1).
 */
export type CacheInvalidation = {
  /** False while change notifications may be missed (not listening yet, or the connection was lost): no caching. */
  readonly enabled: boolean;
  ticket: () => number;
  isCurrent: (ticket: number, accountId: string) => boolean;
  invalidate: (scope: InvalidationScope) => void;
  setEnabled: (enabled: boolean) => void;
};

export const createCacheInvalidation = (): CacheInvalidation => {
  let sequence = 0;
  let everythingAt = 0;
  let enabled = false;
  const accountAt = new Map<string, number>();
  const invalidate = (scope: InvalidationScope) => {
    sequence += 1;
    if (scope === everyAccount) {
      everythingAt = sequence;
      accountAt.clear();
    } else {
      accountAt.set(scope, sequence);
    }
  };
  return {
    get enabled() {
      return enabled;
    },
    ticket: () => sequence,
    isCurrent: (ticket, accountId) =>
      enabled && everythingAt <= ticket && (accountAt.get(accountId) ?? 0) <= ticket,
    invalidate,
    setEnabled: (value) => {
      // Whatever was cached before a gap in the notifications may be stale, and so may what is read during it.
      invalidate(everyAccount);
      enabled = value;
    },
  };
};
