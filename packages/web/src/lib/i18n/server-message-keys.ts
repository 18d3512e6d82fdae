import {
  isArgumentElement,
  isLiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import englishServer from './catalogues/en/server.json';
import { hasCatalogue, registerCatalogue, translate, type MessageValues } from './catalogue-store.ts';
import { messagesReady } from './locale-state.ts';
import type { Locale } from './locales.ts';

// Loaded with the first reply a reader of another language needs translated (lib/i18n/server-messages.ts): the
// English texts of core's messages, each under its key (decision 0149). catalogues/en/server.json is core's texts
// byte for byte (server-messages.test.ts), so a reply's text finds its key without any of core's modules.

// A key the reader's language lacks reads in English, which is the text as the server sent it.
registerCatalogue('en', 'server', englishServer);

/**
 * A message with values as a pattern: its literal text as is, each `{name}` any text (none has a plural). `literal`
 * is how much fixed text it has: of two patterns a text matches, the one that fixes more of it is the message.
 */
type Pattern = { key: string; expression: RegExp; names: string[]; literal: number };

// A value in one of these places is itself one of core's texts when the web can find it (decision 0151): a field's
// label ('Tonnes must be below 1e+23') or a whole message (a matrix's 'Origin 2: <why>'); it is translated too.
const nestedNames: ReadonlySet<string> = new Set(['label', 'message']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOf = (key: string, elements: MessageFormatElement[]): Pattern | null => {
  const names: string[] = [];
  let source = '';
  let literal = 0;
  for (const element of elements) {
    if (isLiteralElement(element)) {
      source += escape(element.value);
      literal += element.value.length;
    } else if (isArgumentElement(element)) {
      names.push(element.value);
      source += '(.+?)';
    } else return null;
  }
  return { key, expression: new RegExp(`^${source}$`, 's'), names, literal };
};

const keysByText = new Map<string, string>();
// Patterns wrapping a whole message are tried first, and only where the text they wrap is one of core's.
const wrappers: Pattern[] = [];
const patterns: Pattern[] = [];
for (const [key, message] of Object.entries(
  englishServer as Record<string, string | MessageFormatElement[]>,
)) {
  if (typeof message === 'string') {
    // Two keys with one English text (core says 'Operation not permitted' twice) translate alike (the test).
    if (!keysByText.has(message)) keysByText.set(message, key);
    continue;
  }
  const pattern = patternOf(key, message);
  if (pattern === null) continue;
  (pattern.names.includes('message') ? wrappers : patterns).push(pattern);
}
patterns.sort((first, second) => second.literal - first.literal);

type Found = { key: string; values: MessageValues };

const valuesOf = (pattern: Pattern, match: RegExpExecArray): Record<string, string> =>
  Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));

/** The key of a text core's messages write, with the values put in it; null for any other text. */
export const serverMessageKey = (message: string): Found | null => {
  const key = keysByText.get(message);
  if (key !== undefined) return { key, values: {} };
  for (const pattern of wrappers) {
    const match = pattern.expression.exec(message);
    if (match === null) continue;
    const values = valuesOf(pattern, match);
    if (serverMessageKey(values.message ?? '') !== null) return { key: pattern.key, values };
  }
  for (const pattern of patterns) {
    const match = pattern.expression.exec(message);
    if (match !== null) return { key: pattern.key, values: valuesOf(pattern, match) };
  }
  return null;
};

/** A found message in `locale`, each label or wrapped message in it that is one of core's texts translated too. */
const translated = (locale: Locale, found: Found): string => {
  const values: MessageValues = { ...found.values };
  for (const name of nestedNames) {
    const value = values[name];
    const inner = typeof value === 'string' ? serverMessageKey(value) : null;
    if (inner !== null) values[name] = translated(locale, inner);
  }
  return translate(locale, found.key, values);
};

/** `message` in `locale` when it is one of core's texts and that language's server part can be fetched. */
export const translateServerMessage = async (message: string, locale: Locale): Promise<string> => {
  const found = serverMessageKey(message);
  if (found === null) return message;
  await messagesReady(locale, 'server');
  if (!hasCatalogue(locale, 'server')) return message;
  return translated(locale, found);
};
