import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message catalogue: src/lib/i18n/catalogues/<language>/<part>.json (the glossary is not one). */
export const cataloguePath = /\/lib\/i18n\/catalogues\/[^/]+\/[^/]+\.json$/;

/**
 * One message compiled ahead of time, as `formatjs compile --ast` does (decision 0123): its ICU syntax tree, so the
 * browser gets intl-messageformat without the ICU parser; a text without placeholders stays a plain string.
 */
export const compileMessage = (message: string): string | MessageFormatElement[] => {
  const elements = parse(message);
  if (elements.length === 0) return '';
  const [only] = elements;
  if (elements.length === 1 && only?.type === TYPE.literal) return only.value;
  return elements;
};

export const compileCatalogue = (source: string): Record<string, string | MessageFormatElement[]> =>
  Object.fromEntries(
    Object.entries(JSON.parse(source) as Record<string, string>).map(([key, message]) => [
      key,
      compileMessage(message),
    ]),
  );

/** Compiles every catalogue the app imports; Vite's JSON step then makes it a module. */
export const icuCatalogues = (): Plugin => ({
  name: 'psc-icu-catalogues',
  enforce: 'pre',
  transform(source, id) {
    // A catalogue read as its source text (`?raw`, the completeness test) is left as written.
    if (/[?&]raw\b/.test(id) || !cataloguePath.test(id.split('?')[0] ?? id)) return null;
    return { code: JSON.stringify(compileCatalogue(source)), map: null };
  },
});
