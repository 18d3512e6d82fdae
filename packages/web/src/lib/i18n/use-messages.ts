import { createContext, use, useCallback, useContext } from 'react';
import { hasCatalogue, translate, type MessageKey, type MessageValues } from './catalogue-store.ts';
import { messagesReady } from './locale-state.ts';
import { defaultLocale, type Locale } from './locales.ts';

/** The language the screens read in; English outside the app's provider (a component tested on its own). */
export const LocaleContext = createContext<Locale>(defaultLocale);

export const useLocale = (): Locale => useContext(LocaleContext);

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t(key, values)`: the message in the reader's language (English when it has no translation yet). A screen whose
 * words are in the `screens` part names it: its first render waits (Suspense) until that part is in.
 */
export const useMessages = (part?: 'screens'): Translate => {
  const locale = useLocale();
  const t = useCallback<Translate>((key, values) => translate(locale, key, values), [locale]);
  // After every hook: when React replays a render that waited here and the part has arrived meanwhile, the hooks
  // still come in the same order ('Update hook called on initial render' otherwise, React error 467).
  if (part !== undefined && !hasCatalogue(locale, part)) use(messagesReady(locale, part));
  return t;
};
