import { createContext, useCallback, useContext } from 'react';
import { translate, type MessageKey, type MessageValues } from './catalogue-store.ts';
import { defaultLocale, type Locale } from './locales.ts';

/** The language the screens read in; English outside the app's provider (a component tested on its own). */
export const LocaleContext = createContext<Locale>(defaultLocale);

export const useLocale = (): Locale => useContext(LocaleContext);

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t(key, values)`: the message in the reader's language (English when it has no translation yet). */
export const useMessages = (): Translate => {
  const locale = useLocale();
  return useCallback((key, values) => translate(locale, key, values), [locale]);
};
