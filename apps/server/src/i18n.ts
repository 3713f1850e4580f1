import { LANGUAGES, type Language } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';

/**
 * The server's one i18next instance: all three catalogs (the browser's texts and the mails),
 * loaded synchronously at import. Plurals are i18next's (`key_one`, `key_other`… chosen by
 * `count` through Intl.PluralRules), placeholders are `{{name}}`.
 *
 * Values are not escaped here: API messages and mail subjects are plain text, and the HTML
 * (mails, sandbox pages) escapes the finished sentence, user input included.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: CATALOGS[language] }])),
  lng: 'en-US',
  supportedLngs: [...LANGUAGES],
  // A key missing from a catalog comes back as the key, never as another language's text.
  fallbackLng: false,
  load: 'currentOnly',
  // Keys are dotted paths; a colon is text (Zod's own messages have one), not a namespace.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key naming a group of texts is not a text either: it comes back as the key.
  returnedObjectHandler: (key) => key,
});

/** The texts of one language: `t(key, values)`, with `count` for plurals. */
export function translator(language: Language): TFunction {
  return i18n.getFixedT(language);
}

/** Whether `key` names a text of the catalogs (the shared schemas' messages are keys). */
export function isMessageKey(key: string): boolean {
  return typeof i18n.getResource('en-US', 'translation', key) === 'string';
}

/**
 * The language of the person starting the server, from the POSIX locale variables (`pt_BR.UTF-8`
 * → pt-BR, `es_ES` or any `es` → es-ES, `pt` → pt-BR); English otherwise. Start-up problems are
 * written in it.
 */
export function operatorLanguage(env: Record<string, string | undefined>): Language {
  const locale = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase();
  if (locale.startsWith('pt')) return 'pt-BR';
  if (locale.startsWith('es')) return 'es-ES';
  return 'en-US';
}
