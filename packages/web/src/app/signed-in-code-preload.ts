import { hasStoredAccessToken } from '../features/auth/stores/session-keys.ts';

/**
 * index.html's meta element naming the signed-in frame's files, written by the build (vite.config.ts), with the
 * compressed size of the entry's own files in its `data-entry-bytes` attribute (decision 0163).
 */
export const signedInCodeMetaName = 'psc-signed-in-code';

/** The Network Information API's estimate of the link's speed, in Mbit/s (Chromium only). */
type LinkEstimate = { connection?: { downlink?: number } };

/**
 * When to ask for the frame's files (decision 0163), in the page's own time: the page's last byte plus the entry's
 * size at the link's estimated speed. The browser asks for the entry at about the page's last byte, and its bytes
 * start a round trip later, so this is one round trip before the entry's last byte: files asked for then have their
 * first bytes come as the entry's last do. Null when the browser gives no estimate or the page no size.
 */
const frameAskTime = (window: Window, entryBytes: number): number | null => {
  const downlinkMbitPerSecond = (window.navigator as Navigator & LinkEstimate).connection?.downlink ?? 0;
  const page = window.performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (!(entryBytes > 0) || !(downlinkMbitPerSecond > 0) || page === undefined) return null;
  // A page still arriving has no last byte yet: counted from now, which is later.
  const pageArrivedAt = page.responseEnd > 0 ? page.responseEnd : window.performance.now();
  return pageArrivedAt + (entryBytes * 8) / (downlinkMbitPerSecond * 1000);
};

/**
 * What index.html's inline script does for a trader whose session is stored (decision 0158): it asks for the signed-in
 * frame's files (the frame, Home and My Calculators, the loaders, the reply contracts and zod) before the router
 * would, which is only after the entry has been evaluated.
 *
 * Not at once: every later step waits for the entry, so on a thin link the frame's files must not share it with the
 * entry (a preload at once made every page slower: docs/benchmarks-log.md, 2026-11-28 14:08). Not after the entry's
 * last byte either, or the link sits idle for the round trip before the frame's first byte (decision 0163): they are
 * asked for one round trip before the entry's last byte, by the link's estimated speed, so that their first bytes
 * come as the entry's last do; or when the entry has arrived, if that comes first or the browser gives no estimate. A
 * signed-out visitor, whom the app sends to the login page, is asked for nothing more.
 */
export const preloadSignedInCode = (window: Window): void => {
  const { document, localStorage, performance } = window;
  if (!hasStoredAccessToken(localStorage)) return;
  const meta = document.querySelector(`meta[name="${signedInCodeMetaName}"]`);
  const files =
    meta
      ?.getAttribute('content')
      ?.split(' ')
      .filter((file) => file !== '') ?? [];
  if (files.length === 0) return;

  let asked = false;
  const preloadFrame = () => {
    if (asked) return;
    asked = true;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As the entry's own links and the bundler's preloads have it: the module fetch then reuses this response.
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
  const askAt = frameAskTime(window, Number(meta?.getAttribute('data-entry-bytes')));
  if (askAt !== null) window.setTimeout(preloadFrame, Math.max(0, askAt - performance.now()));
  // The entry's files are the page's own module preloads; one already in (a fast or cached start) fires no more
  // events, and the browser has its timing entry.
  const entryFiles = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
  const arriving = entryFiles.filter((link) => performance.getEntriesByName(link.href).length === 0);
  let waitingFor = arriving.length;
  if (waitingFor === 0) {
    preloadFrame();
    return;
  }
  const arrived = () => {
    waitingFor -= 1;
    if (waitingFor === 0) preloadFrame();
  };
  for (const link of arriving) {
    // A failed entry file fails the app whatever is preloaded; the count goes on so that nothing hangs on it.
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
  }
};
