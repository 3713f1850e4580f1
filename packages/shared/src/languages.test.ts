import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAcceptLanguage, normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['es-MX', 'es-ES'],
    ['es', 'es-ES'],
    ['en-GB', 'en-US'],
    ['EN', 'en-US'],
    ['fr-FR', null],
    ['', null],
  ])('%s → %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });
});

describe('detectLanguage (docs/product.md, Languages, titles and theme)', () => {
  it('prefers the saved preference over the browser', () => {
    expect(detectLanguage({ saved: 'es-ES', browser: ['pt-BR', 'en-US'] })).toBe('es-ES');
  });

  it('ignores an invalid saved value and uses the browser languages in order', () => {
    expect(detectLanguage({ saved: 'klingon', browser: ['fr-FR', 'pt-PT', 'en-US'] })).toBe('pt-BR');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLanguage({ saved: null, browser: ['de-DE', 'ja'] })).toBe('en-US');
    expect(detectLanguage({})).toBe('en-US');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('honours q-values and order', () => {
    expect(languageFromAcceptLanguage('fr;q=1, es;q=0.8, pt;q=0.9')).toBe('pt-BR');
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es-ES');
  });

  it('skips q=0 and unknown tags', () => {
    expect(languageFromAcceptLanguage('pt;q=0, de')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });
});
