import { describe, expect, it } from 'vitest';
import { registerCatalogue, translate } from '#lib/i18n/catalogue-store.ts';
import arabicApp from '#lib/i18n/catalogues/ar/app.json';
import englishApp from '#lib/i18n/catalogues/en/app.json';
import spanishApp from '#lib/i18n/catalogues/es/app.json';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Translate } from '#lib/i18n/use-messages.ts';
import { staleBadgeText, type StaleInput } from './stale-badge-text.ts';

// Issue 49, decision 0151: the stale badge's words in the reader's language; English stays the words it had.
registerCatalogue('en', 'app', englishApp);
registerCatalogue('es', 'app', spanishApp);
registerCatalogue('ar', 'app', arabicApp);
const translatorIn =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);
const asOf = (day: string) => `on ${day}`;

const inputs: StaleInput[] = [
  { name: 'New York #11', asOf: '2026-11-20', stale: true },
  { name: 'EUR per US dollar', asOf: '2026-11-19', stale: true },
  { name: 'Bulk freight lane assessment', asOf: null, stale: true },
  { name: 'Duty', asOf: '2026-01-01', stale: true },
];

describe('the stale badge’s text', () => {
  it('says in English what it said before', () => {
    expect(staleBadgeText(translatorIn('en'), inputs, asOf)).toBe(
      'Stale: New York #11 as of on 2026-11-20; EUR per US dollar as of on 2026-11-19; Bulk freight lane assessment never published; Duty as of on 2026-01-01',
    );
    expect(translate('en', 'stale.badge')).toBe('Stale');
  });

  it('reads in Spanish and Arabic, a contract’s name kept and known inputs named in their words', () => {
    expect(translate('es', 'stale.badge')).toBe('Desactualizado');
    expect(staleBadgeText(translatorIn('es'), inputs, asOf)).toBe(
      'Desactualizado: New York #11 a on 2026-11-20; EUR por dólar estadounidense a on 2026-11-19; Evaluación de la ruta de flete a granel: nunca publicado; Arancel a on 2026-01-01',
    );
    expect(staleBadgeText(translatorIn('ar'), inputs.slice(0, 1), asOf)).toBe(
      'غير محدّث: New York #11 حتى on 2026-11-20',
    );
  });
});
