// index.html's one inline script, built on its own by vite.config.ts: it runs while the page is still being read,
// before any of the app's code has arrived.
import { paintAtStart } from './last-screen/paint-at-start.ts';
import { warmUpLocaleData } from './locale-data-warm-up.ts';
import { preloadSignedInCode } from './signed-in-code-preload.ts';

// The last screen of this page (decision 0067). A picture of the last visit is never worth an error: the app starts
// as it would without it.
try {
  paintAtStart(window, Date.now());
} catch {
  // Nothing painted.
}

// The signed-in frame's files, as the entry's last bytes arrive (decisions 0158, 0163); without them the router asks.
try {
  preloadSignedInCode(window);
} catch {
  // Nothing preloaded.
}

// The browser's number and date formats, while the code is on the wire.
try {
  warmUpLocaleData(window);
} catch {
  // The app's first format loads them.
}
