import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@captia/shared';
import { loadCatalog } from '@captia/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Spec §1 order: saved preference → browser languages → English. */
export function initialLanguage(): Language {
  return detectLanguage({ saved: savedLanguage(), browser: navigator.languages ?? [navigator.language] });
}

function syncDocument(language: Language) {
  document.documentElement.lang = language;
}

/**
 * Loads only the active language's catalog (its own chunk) before the first render,
 * so no untranslated key ever shows.
 */
export async function initI18n(language: Language = initialLanguage()) {
  const messages = await loadCatalog(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocument(language);
  return i18next;
}

/** Switches the interface language and saves it as the user's preference. */
export async function changeLanguage(language: Language, options: { save?: boolean } = { save: true }) {
  if (!isLanguage(language)) return;
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadCatalog(language));
  }
  if (options.save) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice still applies for this visit.
    }
  }
  await i18next.changeLanguage(language);
  syncDocument(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en-US';
}
