import { hasStoredAccessToken } from '../features/auth/stores/session-keys.ts';

/**
 * What else index.html's inline script does for a trader whose session is stored (decision 0160): it has the browser
 * load its number and date formats' locale data while the entry's code is still on the wire, and the main thread
 * has nothing to do.
 *
 * A page's first `Intl.NumberFormat` costs the browser 78–185 ms on the bench's phone (its first `DateTimeFormat`
 * 15–40 ms more), once per page: later ones, in any language, take under a millisecond. The app's first one is made
 * when the loaders' module runs, so without this the cost sits between the entry's arrival and the routes' reads
 * leaving (docs/benchmarks-log.md, 2026-11-30 07:45). Done when the browser is idle, after the last screen has been
 * painted (decision 0067). A signed-out visitor's login page shows no figures, so it is not asked to.
 */
export const warmUpLocaleData = (window: Window & typeof globalThis): void => {
  if (!hasStoredAccessToken(window.localStorage)) return;
  const warmUp = () => {
    new window.Intl.NumberFormat().format(1);
    new window.Intl.DateTimeFormat().format(0);
  };
  // Safari has no idle callbacks: a task after the next paint (the frame's callback runs just before it).
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warmUp);
  else window.requestAnimationFrame(() => window.setTimeout(warmUp, 0));
};
