import { describe, expect, it } from 'vitest';
import guide from './how-to-use.md?raw';

// Issue 48 item 10: the How to Use guide is part of the release. Every screen name, field and button it sets in bold
// where it explains the calculator (sections 1 to 3) must be one the app still shows: a label or text written in
// the web app's code. A field renamed or removed fails here until the guide says what the card has now.

const calculatorPart = guide.slice(guide.indexOf('## 1.'), guide.indexOf('## 4.'));

// The computed lines of section 3 are formulas, not fields of a screen.
const formulaTerms = new Set(['FOB', 'CFR', 'CIF', 'DDP', 'Total']);
const namedInGuide = [...calculatorPart.matchAll(/\*\*([^*]+)\*\*/g)]
  .map((match) => (match[1] ?? '').replace(/\s+/g, ' '))
  .filter((term) => !formulaTerms.has(term) && !/\d\.\d/.test(term));

// The app's own code and its English words, as text (Vite reads it at build of the test); its tests are left out.
const appCode = Object.entries(
  // The English catalogues too: the screens' words live there since issue 49 (decision 0123).
  import.meta.glob<string>(
    ['/src/**/*.tsx', '/src/**/*.ts', '/src/lib/i18n/catalogues/en/*.json', '!/src/**/*.test.*'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
)
  .map(([, text]) => text)
  .join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Written as a string ('Tonnes', "Tonnes", `Tonnes`, or a template that goes on: `Sea freight per 20-ft box (…`),
 * or as the text of an element (>Tonnes<, with & written &amp;).
 */
const shownByTheApp = (term: string): boolean => {
  const inJsx = escape(term.replaceAll('&', '&amp;'));
  return new RegExp(`['"\`]${escape(term)}(['"\`]| \\()|>\\s*${inJsx}\\s*<`).test(appCode);
};

describe('the How to Use guide', () => {
  it('names fields and screens in bold, so that this check can read them', () => {
    expect(namedInGuide.length).toBeGreaterThan(20);
  });

  it.each(namedInGuide)('names "%s", which the app still shows', (term) => {
    expect(shownByTheApp(term), `the guide names '${term}'; no screen of the app shows it`).toBe(true);
  });
});
