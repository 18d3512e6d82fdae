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

type Pattern = { key: string; expression: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with values as a pattern: its literal text as is, each `{name}` any text (none has a plural). */
const patternOf = (key: string, elements: MessageFormatElement[]): Pattern | null => {
  const names: string[] = [];
  let source = '';
  for (const element of elements) {
    if (isLiteralElement(element)) source += escape(element.value);
    else if (isArgumentElement(element)) {
      names.push(element.value);
      source += '(.+?)';
    } else return null;
  }
  return { key, expression: new RegExp(`^${source}$`, 's'), names };
};

const keysByText = new Map<string, string>();
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
  if (pattern !== null) patterns.push(pattern);
}

/** The key of a text core's messages write, with the values put in it; null for any other text. */
export const serverMessageKey = (message: string): { key: string; values: MessageValues } | null => {
  const key = keysByText.get(message);
  if (key !== undefined) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.expression.exec(message);
    if (match !== null)
      return {
        key: pattern.key,
        values: Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? ''])),
      };
  }
  return null;
};

/** `message` in `locale` when it is one of core's texts and that language's server part can be fetched. */
export const translateServerMessage = async (message: string, locale: Locale): Promise<string> => {
  const found = serverMessageKey(message);
  if (found === null) return message;
  await messagesReady(locale, 'server');
  if (!hasCatalogue(locale, 'server')) return message;
  return translate(locale, found.key, found.values);
};
