import { releaseLastScreen } from '#lib/last-screen.ts';
import { paintableScreen, paintLastScreen } from '#lib/last-screen-paint.ts';
import {
  expiresAtKey,
  hasStoredAccessToken,
  parseStoredNumber,
  userIdKey,
} from '../../features/auth/stores/session-keys.ts';

/** How long the picture may stay if the app never shows the page (its code failed to load, say): then the app's own. */
export const longestPaintMs = 20_000;

/**
 * What index.html's one inline script does while the page is still being read (decision 0067): the last screen of
 * this page, when this user has one and a session with a minute left, painted before the app's code has arrived.
 * An address with a query (a reset link, the card provider's return) may send the app elsewhere: nothing painted.
 */
export const paintAtStart = (window: Window, nowMs: number): void => {
  const { localStorage: storage, location, document } = window;
  if (location.search !== '') return;
  const session = {
    userId: storage.getItem(userIdKey),
    hasToken: hasStoredAccessToken(storage),
    expiresAtMs: parseStoredNumber(storage.getItem(expiresAtKey)),
  };
  const screen = paintableScreen(storage, session, location.pathname, nowMs);
  if (screen === null) return;
  paintLastScreen(document, location.pathname, screen, nowMs);
  window.setTimeout(() => releaseLastScreen(document), longestPaintMs);
};
