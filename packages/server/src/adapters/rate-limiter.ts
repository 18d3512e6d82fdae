import { AppError } from '@psc/core/shared/app-error';
import { serviceMessages } from '@psc/core/shared/service-messages';
import { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Fixed-window counters. Counting happens before the guarded work, so concurrent attempts cannot slip past. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowSeconds: number) => Promise<RateLimitResult>;
  reset: (key: string) => Promise<void>;
  /** The current count of a window, without counting; 0 when none is open. */
  peek: (key: string) => Promise<number>;
  /** Takes one count back, e.g. a sign-in that succeeded after it was counted as an attempt. */
  release: (key: string) => Promise<void>;
  /** Rejects when the store behind the limiter cannot be reached (checked once at start-up). */
  check: () => Promise<void>;
  close: () => Promise<void>;
};

export const createMemoryRateLimiter = (now: () => number = () => Date.now()): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    check: async () => undefined,
    hit: async (key, limit, windowSeconds) => {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      if (windows.size > 100_000) {
        for (const [storedKey, stored] of windows) if (stored.resetAt <= at) windows.delete(storedKey);
      }
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    reset: async (key) => {
      windows.delete(key);
    },
    peek: async (key) => {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
    release: async (key) => {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    close: async () => undefined,
  };
};

// INCR and PEXPIRE in one script, so a crash between them can never leave a counter without expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`;

// Never below zero, and never creates a key (one without expiry would outlive its window).
const releaseScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Without Redis no attempt can be counted, and counting none would open sign-in to guessing: refuse with a 503
 * and Retry-After, the answer of a service that is briefly down, never a 500.
 */
const unavailable = (error: unknown): never => {
  throw new AppError('UNAVAILABLE', serviceMessages.unavailable, {
    cause: error,
    retryAfterSeconds: 5,
    body: { error: 'temporarily_unavailable' },
  });
};

/**
 * While Redis is out of reach a call that needs it answers 503 within a second, rather than after about 6 s of
 * ioredis's offline queue and reconnections (review F5: sign-in, API-key calls, share links, passkey challenges).
 * No offline queue and no resending of a command on a new connection. A command waits for the connection only while
 * one is being made and nothing has refused it, and then 1 s at most: long enough for the reconnection that follows
 * a dropped connection, or for a process's first; a refused connection (nothing listens) fails it at once. A command
 * Redis does not answer (a hung or paused server, a firewall swallowing packets) is given up after 5 s. Bounds are
 * wall time and fire late after an event-loop stall, as if the answer had not come: at 1 s, sign-ins on a loaded
 * 2-core machine got 503 with Redis fine.
 */
const connectionWaitMs = 1_000;
const commandTimeoutMs = 5_000;

export const createRedisRateLimiter = (url: string, namespace: string): RateLimiter => {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    connectTimeout: commandTimeoutMs,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let refused = false;
  let connecting: Promise<void> | undefined;
  redis.on('ready', () => (refused = false));
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED') refused = true;
  });
  /** Resolves when the connection is ready, refused, or after the wait; the command then goes or fails at once. */
  const connected = (): Promise<void> | undefined => {
    if (redis.status === 'ready' || refused) return undefined;
    connecting ??= new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        redis.off('ready', settle);
        redis.off('error', onError);
        redis.off('end', settle);
        connecting = undefined;
        resolve();
      };
      const timer = setTimeout(settle, connectionWaitMs);
      redis.once('ready', settle);
      redis.once('end', settle);
      // `refused` is set by the listener above, registered first; another error (a time-out) waits on.
      const onError = () => {
        if (refused) settle();
      };
      redis.on('error', onError);
    });
    return connecting;
  };
  // Connection errors surface on the commands themselves; this keeps ioredis from logging each retry as unhandled.
  redis.on('error', () => undefined);
  const prefixed = (key: string) => `${namespace}:rl:${key}`;
  return {
    hit: async (key, limit, windowSeconds) => {
      await connected();
      const [count, ttl] = (await redis
        .eval(hitScript, 1, prefixed(key), String(windowSeconds * 1000))
        .catch(unavailable)) as [number, number];
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    reset: async (key) => {
      await connected();
      await redis.del(prefixed(key)).catch(unavailable);
    },
    peek: async (key) => {
      await connected();
      return Number((await redis.get(prefixed(key)).catch(unavailable)) ?? 0);
    },
    release: async (key) => {
      await connected();
      await redis.eval(releaseScript, 1, prefixed(key)).catch(unavailable);
    },
    check: async () => {
      await connected();
      await redis.ping();
    },
    close: async () => {
      // QUIT waits for a connection that may never come back; a closing process need not wait for it.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      else redis.disconnect();
    },
  };
};
