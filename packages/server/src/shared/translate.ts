import { IntlMessageFormat } from 'intl-messageformat';
import { mailCatalogue, type MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { isLanguage, type Language } from '@psc/core/personalisation/languages';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message of the e-mails' catalogue in a recipient's language (decision 0136), formatted by FormatJS's ICU engine,
 * the one the web uses (decision 0123). Each message is parsed once per process; a language PSC does not serve
 * reads in English.
 */
export const translate = (
  language: Language,
  key: MailMessageKey,
  values: Record<string, string | number> = {},
): string => {
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (format === undefined) {
    format = new IntlMessageFormat(mailCatalogue[language][key], language);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
};

/** The recipient's language: theirs, else their account's default, else English (decision 0124's order). */
export const recipientLanguage = (personLanguage: string | null, accountLanguage: string | null): Language =>
  isLanguage(personLanguage) ? personLanguage : isLanguage(accountLanguage) ? accountLanguage : 'en';

/** A translator bound to one language, for a message of several sentences. */
export type Translator = (key: MailMessageKey, values?: Record<string, string | number>) => string;

export const translatorFor =
  (language: Language) =>
  (key: MailMessageKey, values: Record<string, string | number> = {}): string =>
    translate(language, key, values);
