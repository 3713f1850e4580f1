import { LANGUAGES } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { i18n, isMessageKey, translator } from './i18n';

describe("the server's i18next instance", () => {
  it('is ready at import, with the three catalogs and the mails', () => {
    expect(i18n.isInitialized).toBe(true);
    for (const language of LANGUAGES) {
      expect(translator(language)('mail.verification.subject')).toMatch(/CaptIA/);
    }
    expect(translator('en-US')('common.loading')).toBe('Loading...');
    expect(translator('es-ES')('errors.api.not_found')).not.toBe(translator('en-US')('errors.api.not_found'));
  });

  it('fills placeholders, and leaves one without a value as it is', () => {
    expect(translator('pt-BR')('footer.rights', { year: 2026 })).toBe(
      '© 2026 CaptIA. Todos os direitos reservados.',
    );
    expect(translator('en-US')('footer.rights')).toContain('{{year}}');
  });

  it('picks the plural form from count, per language', () => {
    const cases = [
      ['en-US', 1, 'expires in 1 hour.'],
      ['en-US', 3, 'expires in 3 hours.'],
      ['pt-BR', 1, 'expira em 1 hora.'],
      ['pt-BR', 0, 'expira em 0 hora.'], // Portuguese: 0 and 1 are singular
      ['pt-BR', 2, 'expira em 2 horas.'],
      ['es-ES', 1, 'caduca en 1 hora.'],
      ['es-ES', 0, 'caduca en 0 horas.'],
    ] as const;
    for (const [language, count, text] of cases) {
      expect(
        translator(language)('mail.passwordReset.expiresHours', { count }),
        `${language} ${count}`,
      ).toContain(text);
    }
    expect(translator('en-US')('pages.admin.total', { count: 1 })).toBe('1 user');
    expect(translator('en-US')('pages.admin.total', { count: 2 })).toBe('2 users');
  });

  it('does not escape values: HTML is escaped where it is written', () => {
    expect(translator('en-US')('mail.greeting', { name: '<b>Ana & "Bo"</b>' })).toBe('Hi <b>Ana & "Bo"</b>,');
  });

  it('returns the key for a missing text, a group of texts or a sentence with a colon', () => {
    const t = translator('en-US');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('errors.api')).toBe('errors.api');
    expect(t('Invalid input: expected string, received undefined')).toBe(
      'Invalid input: expected string, received undefined',
    );
  });

  it('tells a catalog key from any other message', () => {
    expect(isMessageKey('captions.validation.textRequired')).toBe(true);
    expect(isMessageKey('captions.validation')).toBe(false);
    expect(isMessageKey('Invalid input: expected string')).toBe(false);
  });
});
