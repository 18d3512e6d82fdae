import { hasStoredAccessToken } from '../features/auth/stores/session-keys.ts';

/** index.html's meta element naming the signed-in frame's files, written by the build (vite.config.ts). */
export const signedInCodeMetaName = 'psc-signed-in-code';

/**
 * What index.html's inline script does for a trader whose session is stored (decision 0158): it asks for the signed-in
 * frame's files (the frame, Home and My Calculators, the loaders, the reply contracts and zod) as soon as the entry's
 * own files have arrived, while the entry is still being evaluated, instead of after it, when the router would.
 *
 * Not before: every later step waits for the entry, so on a thin link the frame's files must not share it with the
 * entry (a preload at once made every page slower: docs/benchmarks-log.md, 2026-11-28 14:08). A signed-out visitor,
 * whom the app sends to the login page, is asked for nothing more.
 */
export const preloadSignedInCode = (window: Window): void => {
  const { document, localStorage, performance } = window;
  if (!hasStoredAccessToken(localStorage)) return;
  const files =
    document
      .querySelector(`meta[name="${signedInCodeMetaName}"]`)
      ?.getAttribute('content')
      ?.split(' ')
      .filter((file) => file !== '') ?? [];
  if (files.length === 0) return;

  const preloadFrame = () => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As the entry's own links and the bundler's preloads have it: the module fetch then reuses this response.
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
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
