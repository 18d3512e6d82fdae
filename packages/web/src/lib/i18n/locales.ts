/**
 * The six languages of issue 49 (decision 0123). English is the spec's own words and the default; the others are
 * matched from the browser's list (navigator.languages) until the user or their account picks one.
 */
import { languages, matchLanguage, type Language } from '@psc/core/personalisation/languages';

export const supportedLocales = languages;
export type Locale = Language;

export const defaultLocale: Locale = 'en';

/** Each language's own name, as its readers write it (the language menu shows these). */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
  'zh-CN': '简体中文',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
};

export { isLanguage as isLocale } from '@psc/core/personalisation/languages';

/** Arabic reads right to left: the layout is mirrored. */
export const isRightToLeft = (locale: Locale): boolean => locale === 'ar';

/** The first of `tags` (most preferred first) that one of the six languages serves; English when none. */
export const matchLocale = (tags: readonly string[]): Locale => matchLanguage(tags) ?? defaultLocale;
