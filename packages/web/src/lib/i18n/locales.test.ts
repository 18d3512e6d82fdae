import { describe, expect, it } from 'vitest';
import { isRightToLeft, matchLocale } from './locales.ts';

describe('matchLocale', () => {
  it.each([
    [['pt-BR'], 'pt-BR'],
    [['pt-PT', 'en'], 'pt-BR'],
    [['es-AR'], 'es'],
    [['zh-TW'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['id-ID'], 'id'],
    [['in'], 'id'],
    [['ar-EG'], 'ar'],
    [['en-GB', 'ar'], 'en'],
    [['fr-FR', 'de', 'es'], 'es'],
    [['fr-FR'], 'en'],
    [[], 'en'],
  ] as const)('%j reads %s', (tags, locale) => {
    expect(matchLocale(tags)).toBe(locale);
  });

  it('mirrors Arabic only', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('zh-CN')).toBe(false);
  });
});
