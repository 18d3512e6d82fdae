import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { insufficientPrivilegesMessage } from '@psc/core/accounts/permissions';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales.ts';

// The catalogues as written (their source text, `?raw`), not as the build compiles them; read by Vite, as the web
// package reads no file system.
const sources = import.meta.glob<string>('./catalogues/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const filesIn = (locale: string) =>
  Object.keys(sources)
    .filter((path) => path.startsWith(`./catalogues/${locale}/`))
    .map((path) => path.slice(`./catalogues/${locale}/`.length));
const read = (file: string): unknown => JSON.parse(sources[`./catalogues/${file}`] ?? 'null');
const parts = filesIn('en').map((file) => file.replace(/\.json$/, ''));
const catalogue = (locale: string, part: string) => read(`${locale}/${part}.json`) as Record<string, string>;
const glossary = read('glossary.json') as { terms: Record<string, Record<string, string>> };
const others = supportedLocales.filter((locale) => locale !== 'en');

/** The names a message puts in ({name}, plurals, selects, dates and numbers), sorted. */
const placeholdersOf = (elements: MessageFormatElement[]): string[] => {
  const names = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return [...names].sort();
};

describe('the message catalogues (issue 49)', () => {
  it("keeps the Viewer notice of account-and-billing.md §6 in the spec's English", () => {
    const english = catalogue('en', 'app');
    expect(english['viewer.title']).toBe(insufficientPrivilegesMessage);
    const sentences = Object.entries(english).filter(([key]) => key.startsWith('viewer.cannot.'));
    expect(sentences.length).toBe(7);
    for (const [, sentence] of sentences)
      expect(sentence).toMatch(
        /^As a Viewer you can read calculators and destinations but not [a-z ]+\. Contact your administrator to upgrade your licence to Full User\.$/,
      );
  });

  it('has the four parts in every language', () => {
    expect(parts.sort()).toEqual(['app', 'public', 'screens', 'server']);
    for (const locale of supportedLocales)
      expect(filesIn(locale).sort()).toEqual(['app.json', 'public.json', 'screens.json', 'server.json']);
  });

  it('keeps every key apart: no key is in two parts', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const part of parts)
      for (const key of Object.keys(catalogue('en', part))) {
        const earlier = seen.get(key);
        if (earlier !== undefined) repeated.push(`${key} in ${earlier} and ${part}`);
        seen.set(key, part);
      }
    expect(repeated).toEqual([]);
  });

  for (const part of ['public', 'app', 'screens', 'server']) {
    const english = catalogue('en', part);
    describe(part, () => {
      it('English messages are valid ICU', () => {
        for (const [key, message] of Object.entries(english))
          expect(() => parse(message), `en ${key}`).not.toThrow();
      });

      it.each(others)(
        '%s has every English key, no other, each valid ICU with the same placeholders',
        (locale) => {
          const translated = catalogue(locale, part);
          // Only the English catalogue's keys are the contract: a key English lacks is a leftover.
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          for (const [key, message] of Object.entries(english)) {
            const translation = translated[key] ?? '';
            expect(translation.trim(), `${locale} ${key} is empty`).not.toBe('');
            let elements: MessageFormatElement[] = [];
            expect(() => {
              elements = parse(translation);
            }, `${locale} ${key}`).not.toThrow();
            expect(placeholdersOf(elements), `${locale} ${key}`).toEqual(placeholdersOf(parse(message)));
          }
        },
      );

      it.each(others)("%s says each glossary term in the glossary's words", (locale) => {
        const translated = catalogue(locale, part);
        const departures: string[] = [];
        for (const [term, words] of Object.entries(glossary.terms)) {
          const pattern = new RegExp(`(^|[^\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');
          const word = (words[locale] ?? '').toLocaleLowerCase(locale);
          for (const [key, message] of Object.entries(english))
            if (pattern.test(message) && !(translated[key] ?? '').toLocaleLowerCase(locale).includes(word))
              departures.push(`${key} says "${term}" without "${word}"`);
        }
        expect(departures).toEqual([]);
      });
    });
  }

  it('the glossary covers every language but English and the terms of issue 49', () => {
    for (const words of Object.values(glossary.terms))
      expect(Object.keys(words).sort()).toEqual([...others].sort());
    for (const term of [
      'DDP',
      'CIF',
      'FOB',
      'polarisation',
      'premium',
      'demurrage',
      'basis',
      'white premium',
      'cargo',
    ])
      expect(glossary.terms).toHaveProperty([term]);
  });
});
