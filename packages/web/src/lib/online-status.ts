import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a network (navigator.onLine and its events), read at once: a page opened offline knows it
 * from its first render, so it never says 'updating...' when nothing can come (issue 48 item 9). TanStack Query's
 * own online manager starts by assuming online and learns only from the events, which a page opened offline never
 * receives.
 */
export const useIsOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
