import type { EmotionCache } from '@emotion/cache';
import { translate, type CataloguePart, type MessageKey, type MessageValues } from './catalogue-store.ts';
import { loadCatalogues } from './load-locale.ts';
import { defaultLocale, isLocale, isRightToLeft, matchLocale, type Locale } from './locales.ts';

// The language the signed-in user or their account chose, kept so the next visit starts in it before any reply.
const storageKey = 'psc.language';

const readStoredChoice = (): Locale | null => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

const browserLocale = (): Locale =>
  typeof navigator === 'undefined' ? defaultLocale : matchLocale(navigator.languages ?? [navigator.language]);

/** The language a visit starts in: the user's (or account's) choice when known, else the browser's. */
export const initialLocale = (): Locale => readStoredChoice() ?? browserLocale();

let current: Locale = defaultLocale;
let rightToLeftCache: EmotionCache | null = null;
const parts = new Set<CataloguePart>(['public']);
const listeners = new Set<() => void>();

export const currentLocale = (): Locale => current;
export const rightToLeftStyleCache = (): EmotionCache | null => rightToLeftCache;

export const subscribeLocale = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const prepare = async (locale: Locale): Promise<void> => {
  await Promise.all([
    loadCatalogues(locale, [...parts]),
    // The mirroring styles (stylis-plugin-rtl and its cssjanus) only for Arabic readers.
    isRightToLeft(locale) && rightToLeftCache === null
      ? import('./right-to-left-cache.ts').then((module) => {
          rightToLeftCache = module.rightToLeftCache;
        })
      : undefined,
  ]);
};

/** Loads `locale`'s messages (and mirroring) and then shows every screen in it. */
export const applyLocale = async (locale: Locale): Promise<void> => {
  await prepare(locale);
  current = locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  for (const listener of listeners) listener();
};

/** The signed-in app's messages are wanted from now on (its frame is loading): fetched for the current language. */
export const wantAppMessages = async (): Promise<void> => {
  parts.add('app');
  await loadCatalogues(current, ['app']);
};

const partsReady = new Map<string, Promise<void>>();

/**
 * `part` of `locale`'s messages, loaded once (decision 0138); from now on a change of language brings it too. A part
 * that cannot be fetched (offline) is asked for again by the next reader, and the screen reads in English meanwhile.
 */
export const messagesReady = (locale: Locale, part: CataloguePart): Promise<void> => {
  parts.add(part);
  const id = `${locale}/${part}`;
  let ready = partsReady.get(id);
  if (ready === undefined) {
    ready = loadCatalogues(locale, [part]).catch(() => {
      partsReady.delete(id);
    });
    partsReady.set(id, ready);
  }
  return ready;
};

/** Starts fetching `part` as a screen's code arrives, so that its first render rarely waits for it. */
export const preloadMessages = (part: CataloguePart): void => void messagesReady(current, part);

/**
 * The user's own language, else their account's default (GET /api/v1/users/me), is kept for the next visit and
 * shown; with neither, the browser's language applies again.
 */
export const followChosenLocale = (chosen: string | null): Promise<void> => {
  const locale = isLocale(chosen) ? chosen : null;
  try {
    if (locale === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, locale);
  } catch {
    // Storage refused (private mode): the choice still applies to this visit.
  }
  const next = locale ?? browserLocale();
  return next === current ? Promise.resolve() : applyLocale(next);
};

/** `key` in the current language, for code outside React (a form's checks, a document title). */
export const translateNow = (key: MessageKey, values?: MessageValues): string =>
  translate(current, key, values);
