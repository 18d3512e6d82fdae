import { isSignedOutPath, paths } from '#config/paths.ts';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { startEarlyRequests } from '#lib/api-client.ts';
import { calculatorReads, frameReads } from './early-reads.ts';

/** The calculator pages a trader opens most: their code and their list of calculators. */
const calculatorPages: Record<string, { load: () => Promise<unknown>; reads: readonly string[] }> = {
  [paths.home.path]: {
    // The figures' code after the frame's, not beside it: on a slow link the two share it and Home's heading, its
    // largest paint, came 0.6 s later (decision 0072).
    load: () => import('./routes/home-route.tsx').then((home) => home.loadHomeFigures()),
    reads: calculatorReads,
  },
  [paths.calculators.path]: {
    load: () => import('./routes/calculators-route.tsx').then((list) => list.loadCalculatorsFigures()),
    reads: calculatorReads,
  },
};

/**
 * Runs as the entry's first module (main.tsx imports it first, before React is evaluated): with a session that has
 * a minute left, a signed-in page starts the frame's reads, and a calculator page its own code and list, at once.
 * Until now each waited for the code before it (entry → frame → page → data), three round trips on a 150 ms link
 * (issue 18, decision 0051).
 */
export const startSignedInPageEarly = ({ pathname, search }: Location, nowMs: number): void => {
  const session = readStoredSession();
  // A query (a reset link, the card provider's return) may send the app elsewhere: no guessing then.
  if (session === null || search !== '' || isSignedOutPath(pathname)) return;
  if (session.expiresAtMs === null || session.expiresAtMs - nowMs < 60_000) return;
  const page = calculatorPages[pathname];
  startEarlyRequests(frameReads, session.accessToken);
  if (page) {
    // The page's own reads once the frame's code is in: before, they shared the link with it, and the frame draws
    // the page's heading, its largest paint; the figures wait for their code, which comes after the frame's anyway.
    void import('./layouts/signed-in-frame.tsx')
      .then(() => startEarlyRequests(page.reads, session.accessToken))
      .catch(() => undefined);
    void page.load().catch(() => undefined);
  }
};

startSignedInPageEarly(window.location, Date.now());
