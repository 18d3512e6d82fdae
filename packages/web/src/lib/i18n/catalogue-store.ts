import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import englishPublic from './catalogues/en/public.json';
import type englishApp from './catalogues/en/app.json';
import type englishScreens from './catalogues/en/screens.json';
import type englishServer from './catalogues/en/server.json';
import { defaultLocale, type Locale } from './locales.ts';

/**
 * A message as the build compiles it (scripts/icu-catalogues-plugin.ts, decision 0123): a plain text stays a
 * string; one with placeholders, plurals or selects is its ICU syntax tree, so the browser never parses ICU.
 */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * The catalogue parts: what the pages before sign-in say, what the signed-in frame and its first screens say, what
 * the other screens say (loaded when one opens, decision 0138), and what the server says in its replies (loaded
 * when a reply needs it, decision 0149).
 */
export type CataloguePart = 'public' | 'app' | 'screens' | 'server';
export const catalogueParts: readonly CataloguePart[] = ['public', 'app', 'screens', 'server'];

/** Every key of the English catalogues: the source of truth that the other languages translate. */
export type MessageKey =
  | keyof typeof englishPublic
  | keyof typeof englishApp
  | keyof typeof englishScreens
  | keyof typeof englishServer;

export type MessageValues = Record<string, string | number | Date>;

const catalogues = new Map<string, CompiledCatalogue>();
const formatters = new Map<string, IntlMessageFormat>();
const catalogueId = (locale: Locale, part: CataloguePart) => `${locale}/${part}`;

export const registerCatalogue = (locale: Locale, part: CataloguePart, messages: object): void => {
  catalogues.set(catalogueId(locale, part), messages as CompiledCatalogue);
};

export const hasCatalogue = (locale: Locale, part: CataloguePart): boolean =>
  catalogues.has(catalogueId(locale, part));

registerCatalogue(defaultLocale, 'public', englishPublic);

const lookUp = (locale: Locale, key: string): CompiledMessage | undefined => {
  for (const part of catalogueParts) {
    const message = catalogues.get(catalogueId(locale, part))?.[key];
    if (message !== undefined) return message;
  }
  return undefined;
};

/**
 * `key` in `locale`, with `values` put in. A key the language has not translated (a screen added since) reads in
 * English, and a key no catalogue has reads as itself, so nothing is ever blank.
 */
export const translate = (locale: Locale, key: string, values?: MessageValues): string => {
  let messageLocale = locale;
  let message = lookUp(locale, key);
  if (message === undefined && locale !== defaultLocale) {
    messageLocale = defaultLocale;
    message = lookUp(defaultLocale, key);
  }
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  const formatterId = `${messageLocale}\u0000${key}`;
  let formatter = formatters.get(formatterId);
  if (formatter === undefined) {
    formatter = new IntlMessageFormat(message, messageLocale);
    formatters.set(formatterId, formatter);
  }
  return String(formatter.format(values));
};
