import { formatRelativeTime } from '@psc/core/shared/relative-time';
import {
  lastScreenPaths,
  paintedAttribute,
  paintedId,
  paintedStyleId,
  readStoredScreens,
  type StoredScreen,
} from './last-screen.ts';

// Painting the last screen (decision 0067): what index.html's inline script runs, and the notice's words.

/** When the last visit's figures were kept: '27/11/2026 10:00, 5 mins ago'. */
export const lastVisitAge = (savedAtText: string, savedAtMs: number, nowMs: number): string =>
  `${savedAtText}, ${formatRelativeTime(nowMs, savedAtMs)}`;

/** The words of the notice on figures kept from the last visit, on the painted screen and on the app's own. */
export const lastVisitText = (savedAtText: string, savedAtMs: number, nowMs: number): string =>
  `Figures of your last visit (${lastVisitAge(savedAtText, savedAtMs, nowMs)}); updating...`;

/** The session as the paint needs it: whose it is and whether it is still good for a while. */
export type PaintSession = { userId: string | null; hasToken: boolean; expiresAtMs: number | null };

/** The stored screen of `path` when it may be painted now: the same user, a session with a minute left. */
export const paintableScreen = (
  storage: Storage,
  session: PaintSession,
  path: string,
  nowMs: number,
): StoredScreen | null => {
  if (!session.hasToken || session.userId === null || !lastScreenPaths.has(path)) return null;
  // A session about to end goes to the login page: nothing of it is shown on the way (a shared device).
  if (session.expiresAtMs === null || session.expiresAtMs - nowMs < 60_000) return null;
  const stored = readStoredScreens(storage);
  if (stored?.userId !== session.userId) return null;
  return stored.screens[path] ?? null;
};

// Until the app takes over: its own tree keeps its layout (what it measures stays right) but is neither seen, nor
// reachable by Tab, nor read out; the picture covers the window and scrolls on its own.
const paintedRules = `html[${paintedAttribute}] #root{visibility:hidden}
#${paintedId}{position:fixed;inset:0;overflow:auto;z-index:1300;background:inherit}
#${paintedId} [role=status]{position:fixed;left:16px;right:16px;bottom:16px;max-width:720px;padding:14px 16px;
border-radius:4px;background:#e5f6fd;color:#014361;font:400 0.875rem/1.43 system-ui,-apple-system,"Segoe UI",Roboto,
sans-serif;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14)}`;

/** Paints `screen` over the (still empty) app: the picture inert, the notice of its age read out. */
export const paintLastScreen = (
  document: Document,
  path: string,
  screen: StoredScreen,
  nowMs: number,
): void => {
  const style = document.createElement('style');
  style.id = paintedStyleId;
  style.textContent = `${screen.css}\n${paintedRules}`;
  const painted = document.createElement('div');
  painted.id = paintedId;
  // A scrolling box takes Tab in Chromium; this one leaves in a second or two, taking the focus with it.
  painted.tabIndex = -1;
  const picture = document.createElement('div');
  // Inert and hidden from screen readers: its controls do nothing yet, and only the notice is worth reading out.
  picture.setAttribute('inert', '');
  picture.setAttribute('aria-hidden', 'true');
  picture.innerHTML = screen.html;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.textContent = lastVisitText(screen.savedAtText, screen.savedAtMs, nowMs);
  painted.append(picture, notice);
  document.head.append(style);
  document.body.prepend(painted);
  document.documentElement.setAttribute(paintedAttribute, path);
};
