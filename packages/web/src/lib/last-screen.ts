/**
 * The last screen a trader saw on a calculator page, kept as its markup and styles so that a repeat visit paints it
 * before any of the app's code has arrived or run (issue 18 item 3, decision 0067): on a slow phone the code takes
 * seconds of CPU, the stored figures (persisted-figures.ts) wait for it, the painted screen does not. It is a picture:
 * inert, marked with its age, removed the moment the app shows the page itself, and kept per user like the figures
 * (removed at sign-out, never painted for another user).
 */
export const lastScreenKey = 'psc.lastScreen';

/** The pages worth painting early: the calculator pages a trader opens most, where the figures are. */
export const lastScreenPaths: ReadonlySet<string> = new Set(['/', '/calculators']);

/** The painted picture, its styles, and the mark on the page naming the path it shows. */
export const paintedId = 'last-screen';
export const paintedStyleId = 'last-screen-style';
export const paintedAttribute = 'data-last-screen';

export type StoredScreen = { html: string; css: string; savedAtMs: number; savedAtText: string };
export type StoredScreens = { userId: string; screens: Partial<Record<string, StoredScreen>> };

export const readStoredScreens = (storage: Storage): StoredScreens | null => {
  try {
    const raw = storage.getItem(lastScreenKey);
    return raw === null ? null : (JSON.parse(raw) as StoredScreens);
  } catch {
    return null;
  }
};

/** The page whose last screen is painted, or null. */
export const paintedPath = (document: Document): string | null =>
  document.documentElement.getAttribute(paintedAttribute);

/** Takes the painted screen away: the app shows the page itself now, or another page. */
export const releaseLastScreen = (document: Document): void => {
  if (paintedPath(document) === null) return;
  document.getElementById(paintedId)?.remove();
  document.getElementById(paintedStyleId)?.remove();
  document.documentElement.removeAttribute(paintedAttribute);
};
