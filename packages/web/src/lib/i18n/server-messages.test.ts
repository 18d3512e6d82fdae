import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { tokenErrorDescriptions } from '@psc/core/auth/auth-messages';
import { insufficientPrivilegesMessage } from '@psc/core/accounts/permissions';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import { calculatorMessages } from '@psc/core/calculators/calculators.schemas';
import { quoteMessages } from '@psc/core/quotes/quotes.schemas';
import { compileMessage } from '../../../scripts/icu-catalogues-plugin.ts';
import { hasCatalogue } from './catalogue-store.ts';
import { supportedLocales } from './locales.ts';
import { serverMessageSamples as samples } from './server-message-samples.ts';
import { serverMessageKey } from './server-message-keys.ts';
import { localiseServerMessage } from './server-messages.ts';

// Issue 49, decision 0149: what the server writes (core's message constants) reads in the reader's language. The
// English catalogue is core's texts byte for byte, so the web can find a reply's key without core's modules.

// Every module of core, to find each message constant it exports: a constant added in core without its key in
// catalogues/en/server.json (and so in every language, catalogues.test.ts) fails here.
const coreModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../core/src/**/*.ts', '!../../../../core/src/**/*.test.ts'],
  { eager: true },
);
const sources = import.meta.glob<string>('./catalogues/*/server.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogue = (locale: string) =>
  JSON.parse(sources[`./catalogues/${locale}/server.json`] ?? '{}') as Record<string, string>;
const english = catalogue('en');
const others = supportedLocales.filter((locale) => locale !== 'en');

type CoreMessage = string | ((...values: never[]) => string);

/** `server.<group>.<name>` for each entry of each exported `<group>Messages` of core, and the one permissions text. */
const coreMessages = (): Map<string, CoreMessage> => {
  const found = new Map<string, CoreMessage>([
    ['server.permissions.insufficientPrivileges', insufficientPrivilegesMessage],
  ]);
  for (const module of Object.values(coreModules))
    for (const [name, value] of Object.entries(module)) {
      const group = /^(\w+)Messages$/.exec(name)?.[1];
      if (group === undefined || typeof value !== 'object' || value === null) continue;
      for (const [key, message] of Object.entries(value))
        if (typeof message === 'string' || typeof message === 'function')
          found.set(`server.${group}.${key}`, message as CoreMessage);
    }
  return found;
};

/** A core message as the server writes it: the sample's values put in a function. */
const written = (key: string, message: CoreMessage): string =>
  typeof message === 'string'
    ? message
    : (message as (...values: unknown[]) => string)(...Object.values(samples[key] ?? {}));

/** The figures a message says (limits, counts), but the 2 of '2-Step Verification', a name some languages spell. */
const numbersIn = (text: string) => (text.replace(/\b2[- ](step|langkah)/giu, '').match(/\d+/g) ?? []).sort();
// Words a language writes as English does.
const sameAsEnglish = new Set(['id server.billing.valid']);

describe("core's messages in the catalogues' server part", () => {
  const messages = coreMessages();

  it('has one key for each message core exports, and no other', () => {
    expect(messages.size).toBeGreaterThan(100);
    expect(Object.keys(english).sort()).toEqual([...messages.keys()].sort());
  });

  it("English is core's text byte for byte, the values of a function put in as core puts them", () => {
    for (const [key, message] of messages) {
      const source = english[key] ?? '';
      if (typeof message === 'string') {
        // As the build compiles it: a plain text stays the same string.
        expect(compileMessage(source), key).toBe(message);
        continue;
      }
      const values = samples[key];
      expect(values, `${key} needs a line in samples`).toBeDefined();
      expect(String(new IntlMessageFormat(source, 'en').format(values)), key).toBe(written(key, message));
    }
  });

  it("finds each text the server writes, and a function's values in it", () => {
    for (const [key, message] of messages) {
      const found = serverMessageKey(written(key, message));
      expect(found, key).not.toBeNull();
      // Two keys with one English text: either key will do, their translations being alike (below).
      expect(english[found?.key ?? ''], key).toBe(english[key]);
      if (typeof message === 'function')
        expect(found?.values, key).toEqual(
          Object.fromEntries(
            Object.entries(samples[key] ?? {}).map(([name, value]) => [name, String(value)]),
          ),
        );
    }
    expect(serverMessageKey('Something no core message says')).toBeNull();
    // The sign-in protocol's texts are not messages to translate: the login page tells refusals apart by them.
    for (const description of Object.values(tokenErrorDescriptions))
      expect(serverMessageKey(description), description).toBeNull();
  });

  it.each(others)('%s translates one English text one way, and keeps its numbers', (locale) => {
    const translated = catalogue(locale);
    const byEnglish = new Map<string, string>();
    for (const [key, text] of Object.entries(english)) {
      const translation = translated[key] ?? '';
      const earlier = byEnglish.get(text);
      if (earlier !== undefined) expect(translation, key).toBe(earlier);
      byEnglish.set(text, translation);
      expect(numbersIn(translation), `${locale} ${key}`).toEqual(numbersIn(text));
      if (!sameAsEnglish.has(`${locale} ${key}`))
        expect(translation, `${locale} ${key} is untranslated`).not.toBe(text);
    }
  });
});

describe('a server message in the reader language', () => {
  it('English is the text as sent', async () => {
    expect(await localiseServerMessage(quoteMessages.linkNotFound, 'en')).toBe(quoteMessages.linkNotFound);
    expect(await localiseServerMessage(calculatorMessages.planLimit(5), 'en')).toBe(
      calculatorMessages.planLimit(5),
    );
  });

  it("another language reads core's text in its words, fetching its server part once", async () => {
    expect(hasCatalogue('pt-BR', 'server')).toBe(false);
    expect(await localiseServerMessage(quoteMessages.linkNotFound, 'pt-BR')).toBe(
      'Este link não é válido: foi revogado, expirou ou nunca existiu.',
    );
    expect(hasCatalogue('pt-BR', 'server')).toBe(true);
    expect(await localiseServerMessage(accountMessages.onlyDefaultAdminCloses, 'es')).toBe(
      'Solo el administrador predeterminado puede cerrar la cuenta',
    );
    expect(await localiseServerMessage(calculatorMessages.planLimit(5), 'zh-CN')).toBe(
      '您的套餐允许 5 个计算器。升级到付费套餐即可添加更多。',
    );
  });

  it('a text that is not one of core’s messages comes as sent', async () => {
    expect(await localiseServerMessage('Request failed (502)', 'ar')).toBe('Request failed (502)');
    expect(await localiseServerMessage(tokenErrorDescriptions.badCredentials, 'id')).toBe('Bad credentials');
  });
});
