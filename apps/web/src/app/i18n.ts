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

/**
 * The server reads the saved language from this cookie to send a prerendered page in it
 * (it cannot see localStorage). Not a secret: readable by scripts, sent to our origin only.
 */
function saveLanguageCookie(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function saveLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice still applies for this visit.
  }
  saveLanguageCookie(language);
}

/**
 * `?lang=` in the address (which also becomes the saved preference), then the order of
 * docs/product.md, Languages, titles and theme: saved preference → browser languages → English.
 */
export function initialLanguage(): Language {
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(requested)) {
    saveLanguage(requested);
    return requested;
  }
  const saved = savedLanguage();
  // A preference saved before the cookie existed: let the server know it from now on.
  if (isLanguage(saved) && !document.cookie.includes(`${LANGUAGE_STORAGE_KEY}=${saved}`)) {
    saveLanguageCookie(saved);
  }
  return detectLanguage({ saved, browser: navigator.languages ?? [navigator.language] });
}

function syncDocument(language: Language) {
  // Prerendering runs this module on the server, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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
  if (options.save) saveLanguage(language);
  await i18next.changeLanguage(language);
  syncDocument(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en-US';
}
