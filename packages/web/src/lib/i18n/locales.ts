/**
 * The six languages of issue 49 (decision 0123). English is the spec's own words and the default; the others are
 * matched from the browser's list (navigator.languages) until the user or their account picks one.
 */
import { languages, type Language } from '@psc/core/personalisation/languages';

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
import { isLanguage as isLocale } from '@psc/core/personalisation/languages';

/** Arabic reads right to left: the layout is mirrored. */
export const isRightToLeft = (locale: Locale): boolean => locale === 'ar';

// A browser's tag by its language: any Portuguese reads the Brazilian catalogue, any Chinese the simplified one
// (the one Chinese of issue 49), 'in' is Indonesian's old code that some Android browsers still send.
const byLanguage: Record<string, Locale> = {
  en: 'en',
  pt: 'pt-BR',
  es: 'es',
  zh: 'zh-CN',
  id: 'id',
  in: 'id',
  ar: 'ar',
};

/** The first of `tags` (most preferred first) that one of the six languages serves; English when none. */
export const matchLocale = (tags: readonly string[]): Locale => {
  for (const tag of tags) {
    if (isLocale(tag)) return tag;
    const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const match = byLanguage[language];
    if (match !== undefined) return match;
  }
  return defaultLocale;
};
