import { LANGUAGES, type Language } from '@captia/shared';
import { enUS } from '@captia/shared/i18n/locales/en-US';
import { esES } from '@captia/shared/i18n/locales/es-ES';
import { ptBR } from '@captia/shared/i18n/locales/pt-BR';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Messages, translator, useTranslation } from './translator';

const CATALOGS: Record<Language, Messages> = { 'en-US': enUS, 'pt-BR': ptBR, 'es-ES': esES };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text's key (plural forms as their base key, once). */
function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(PLURAL, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(messages: Messages): Record<string, string> {
  const names = JSON.stringify(messages).match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [];
  return Object.fromEntries(names.map((name) => [name.replace(/[{}\s]/g, ''), `«${name.length}»`]));
}

describe('translator', () => {
  // The server renders with i18next (apps/server/src/i18n.ts) over the same catalogs: a text must
  // read the same in the browser, whatever its plural form or placeholders.
  it.each(LANGUAGES)(
    'renders every %s text as i18next does, plurals and placeholders included',
    async (language) => {
      const messages = CATALOGS[language];
      const reference = i18next.createInstance();
      await reference.init({
        lng: language,
        resources: { [language]: { translation: messages } },
        interpolation: { escapeValue: false },
        fallbackLng: false,
      });
      translator.init(language, messages);
      const values = placeholders(messages);
      const all = [...new Set(keys(messages))];
      expect(all.length).toBeGreaterThan(500);
      let plurals = 0;
      for (const key of all) {
        expect(translator.t(key, values), key).toBe(reference.t(key, values));
        if (reference.exists(`${key}_one`)) {
          plurals++;
          for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
            const expected = reference.t(key, { ...values, count });
            // i18next shows the key where a language has a form the catalog lacks (pt and es
            // "many", for a million): the translator falls back to "other".
            const wanted = expected === key ? reference.t(`${key}_other`, { ...values, count }) : expected;
            expect(translator.t(key, { ...values, count }), `${key} ${count}`).toBe(wanted);
          }
        }
      }
      expect(plurals).toBeGreaterThan(10);
    },
  );

  it('answers a missing key with its default value, else the key', () => {
    translator.init('en-US', { a: { b: 'B' } });
    expect(translator.t('a.c', { defaultValue: 'C' })).toBe('C');
    expect(translator.t('a.c')).toBe('a.c');
    expect(translator.t('a')).toBe('a');
    expect(translator.t('a.b.c')).toBe('a.b.c');
  });

  it('merges a part of a catalog into what is loaded, and reads another loaded language on request', () => {
    translator.init('pt-BR', { home: { title: 'Início' } });
    translator.addResourceBundle('pt-BR', { home: { lead: 'Legendas' }, other: { x: 'X' } });
    expect([translator.t('home.title'), translator.t('home.lead'), translator.t('other.x')]).toEqual([
      'Início',
      'Legendas',
      'X',
    ]);
    translator.addResourceBundle('en-US', { home: { title: 'Home' } });
    expect(translator.t('home.title', { lng: 'en-US' })).toBe('Home');
    expect(translator.hasResourceBundle('es-ES')).toBe(false);
  });

  it('re-renders its components with a new t when more texts arrive or the language changes', () => {
    translator.init('en-US', { greeting: 'Hello' });
    const { result } = renderHook(() => useTranslation());
    const first = result.current.t;
    expect(first('later')).toBe('later');
    act(() => translator.addResourceBundle('en-US', { later: 'Later' }));
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('later')).toBe('Later');
    act(() => {
      translator.addResourceBundle('pt-BR', { greeting: 'Olá' });
      translator.changeLanguage('pt-BR');
    });
    expect(result.current.i18n.language).toBe('pt-BR');
    expect(result.current.t('greeting')).toBe('Olá');
  });
});
