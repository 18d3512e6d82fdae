import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { currentUserPath } from './current-user.ts';
import { idleSaver, onPageLeave } from './idle-save.ts';

/**
 * The last figures a trader saw (issue 18 item 3, decision 0052): the calculators, the boards' periods and what the
 * frame needs to show them, kept in this browser for the user who saw them, so that opening PSC on a weak link
 * shows them at once, marked with their age, until the fresh ones arrive. Removed with the session at sign-out
 * (`clearStoredSession` removes the key) and never restored for another user.
 */
export const persistedFiguresKey = 'psc.lastFigures';

/**
 * The GET endpoints whose replies are kept, by path: the contracts themselves would bring zod into the first
 * bundle (decision 0053); bundle-light-paths.test.ts checks each path against its contract. A path without its
 * parameter keeps every reply below it (every contract's periods).
 */
export const persistedPaths = [
  '/api/v1/calculator/all',
  '/api/v1/contract/periods/:contractId',
  '/api/v1/settings/personalisation',
  '/api/v1/currencies/',
  '/api/v1/destination/userdefined',
  currentUserPath,
  '/api/v1/accounts/use',
  '/api/v1/appsetting',
  // What the trader's other pages show, so that one already visited opens offline with its last figures (issue 48
  // item 9, decision 0097): the places a card names (without them its From: Country and Port went blank), the
  // alerts and notifications, the news, the quotes and the matrices.
  '/api/v1/destination/global/regions/:region/countries',
  '/api/v1/destination/global/countries/:country/origins',
  '/api/v1/destination/global/destinations',
  '/api/v1/destination/global/origins',
  '/api/v1/alerts',
  '/api/v1/notifications',
  '/api/v1/news',
  '/api/v1/quotes',
  '/api/v1/matrices',
] as const;

const persistedKeys = persistedPaths.map((path) => endpointQueryKey({ path }));

const isPersisted = (queryKey: QueryKey): boolean =>
  persistedKeys.some((prefix) => prefix.every((part, index) => queryKey[index] === part));

type StoredFigures = { userId: string; savedAtMs: number; state: DehydratedState };

const readStored = (): StoredFigures | null => {
  try {
    const raw = localStorage.getItem(persistedFiguresKey);
    return raw === null ? null : (JSON.parse(raw) as StoredFigures);
  } catch {
    return null;
  }
};

let restoredAtMs: number | null = null;

/** Puts the stored figures of this user into the cache; another user's are removed, never shown. */
export const restoreFigures = (client: QueryClient, userId: string | null, nowMs: number): void => {
  const stored = readStored();
  if (stored === null) return;
  if (userId === null || stored.userId !== userId) {
    localStorage.removeItem(persistedFiguresKey);
    return;
  }
  hydrate(client, stored.state);
  // Shown at once, but never taken for fresh: every screen that reads them asks for the current ones.
  void client.invalidateQueries({ predicate: (query) => isPersisted(query.queryKey), refetchType: 'none' });
  restoredAtMs = nowMs;
};

/**
 * When a query's figures were last fetched, if what the screen shows is still the stored copy (null once the
 * fresh figures are in, or when nothing was restored).
 */
export const storedFiguresTime = (dataUpdatedAt: number): number | null =>
  restoredAtMs !== null && dataUpdatedAt > 0 && dataUpdatedAt < restoredAtMs ? dataUpdatedAt : null;

/**
 * Keeps the figures stored as they change (a few seconds after a change, once the trader is still and the page
 * idle, or at once when it is left), for the user `currentUserId` names at that moment; nothing is written without
 * one. Answers the function that stops it.
 */
export const keepFigures = (client: QueryClient, currentUserId: () => string | null): (() => void) => {
  // What was stored last, per query: a refetch that brings the same figures (TanStack Query keeps the same object)
  // stores nothing, since writing them is a long task (the calculators are some 200 KB of JSON) that would delay a
  // trader's keystrokes for nothing (issue 18: INP).
  const stored = new Map<string, unknown>();
  const save = () => {
    const userId = currentUserId();
    if (userId === null) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersisted(query.queryKey),
    });
    if (state.queries.length === 0) return;
    try {
      const figures: StoredFigures = { userId, savedAtMs: Date.now(), state };
      localStorage.setItem(persistedFiguresKey, JSON.stringify(figures));
      // dehydrate keeps each query's data object as it is, so these are the cache's own references.
      for (const query of state.queries) stored.set(query.queryHash, query.state.data);
    } catch {
      // A full or refused storage only loses the head start of the next visit.
    }
  };
  const saver = idleSaver(save);
  // A page being left or hidden may never run its timers again: what waits is stored now.
  const stopListening = onPageLeave(saver.flush);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isPersisted(event.query.queryKey))
      return;
    if (stored.get(event.query.queryHash) === event.query.state.data) return;
    saver.soon();
  });
  return () => {
    unsubscribe();
    saver.cancel();
    stopListening();
  };
};
