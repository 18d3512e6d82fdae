import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, matchLanguage } from './languages.ts';

// Decision 0147: a signed-out reader's language from their browser's Accept-Language, matched as the web matches
// navigator.languages.
describe('languageOfAcceptLanguage', () => {
  it('takes the most preferred tag one of the six languages serves, by q-value then order', () => {
    expect(languageOfAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt-BR');
    expect(languageOfAcceptLanguage('de-DE,de;q=0.9,es;q=0.7,en;q=0.5')).toBe('es');
    expect(languageOfAcceptLanguage('en;q=0.4, zh-TW;q=0.8')).toBe('zh-CN');
    expect(languageOfAcceptLanguage('in-ID')).toBe('id');
    expect(languageOfAcceptLanguage('ar-EG, en')).toBe('ar');
  });

  it('is null without a header, with none of the six, or for what the reader refuses (q=0)', () => {
    expect(languageOfAcceptLanguage(undefined)).toBeNull();
    expect(languageOfAcceptLanguage('  ')).toBeNull();
    expect(languageOfAcceptLanguage('*')).toBeNull();
    expect(languageOfAcceptLanguage('de, fr;q=0.5')).toBeNull();
    expect(languageOfAcceptLanguage('es;q=0, de')).toBeNull();
  });

  it('matches tags as the web does', () => {
    expect(matchLanguage(['fr-FR', 'pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['EN-gb'])).toBe('en');
    expect(matchLanguage([])).toBeNull();
  });
});
