import type { QueryClient } from '@tanstack/react-query';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { appQueryClient } from './app-query-client.ts';

/**
 * A route's reads, declared once beside the route (issue 50): the router runs this loader as soon as its small
 * module is in, beside the screen's code rather than after it, and renders the screen once the reads are in the
 * cache, so its first paint carries the figures. What the cache already holds (the last visit's figures, decision
 * 0052) answers at once; the screen's own query refreshes it. A failed read is left to the screen's query to
 * report, and with less than a minute of session left nothing is read here: the session monitor renews the token
 * first, and a read now would end the session instead.
 */
export const routeReads =
  (reads: (client: QueryClient) => readonly Promise<unknown>[]) => async (): Promise<null> => {
    const session = readStoredSession();
    if (session?.expiresAtMs == null || session.expiresAtMs - Date.now() < 60_000) return null;
    await Promise.allSettled(reads(appQueryClient()));
    return null;
  };
