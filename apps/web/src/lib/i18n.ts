import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@captia/shared';
import type { Messages } from '@captia/shared/i18n';
import { translator } from './translator';

/**
 * Loads one language's catalog as its own chunk. Imported from the catalog files themselves, not
 * through `@captia/shared/i18n` (whose server-side `CATALOGS` imports all three statically): the
 * entry's static graph then holds no catalog, and the bundle's start-up chunk none either.
 */
async function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'pt-BR':
      return (await import('@captia/shared/i18n/locales/pt-BR')).ptBR;
    case 'es-ES':
      return (await import('@captia/shared/i18n/locales/es-ES')).esES;
    default:
      return (await import('@captia/shared/i18n/locales/en-US')).enUS;
  }
}

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
 * The catalog the app starts with: `home` is the part `/` shows a visitor (a build-time subset,
 * catalog-plugin.ts), `full` everything. Other screens and a signed-in user's parts of `/` load
 * the full catalog before they show (`loadFullCatalog`); decision 0023.
 */
export type CatalogPart = 'home' | 'full';

/** Languages whose full catalog is in the translator (not just the home part). */
const fullCatalogs = new Set<Language>();
/**
 * Whether a screen has asked for the full catalog: a language switched to from then on loads its
 * full catalog too. Set as the request starts, not once it is in: a signed-in user's saved
 * language often arrives while a lazy part of `/` is still loading the catalog of the language
 * the page started in.
 */
let fullWanted = false;

async function loadHomeCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'pt-BR':
      return (await import('virtual:captia-home-catalog/pt-BR')).default;
    case 'es-ES':
      return (await import('virtual:captia-home-catalog/es-ES')).default;
    default:
      return (await import('virtual:captia-home-catalog/en-US')).default;
  }
}

async function loadPart(language: Language, part: CatalogPart): Promise<Messages> {
  if (part === 'home') return loadHomeCatalog(language);
  fullWanted = true;
  const messages = await loadCatalog(language);
  fullCatalogs.add(language);
  return messages;
}

/**
 * Loads the active language's catalog (its own chunk) before the first render,
 * so no untranslated key ever shows.
 */
export async function initI18n(language: Language = initialLanguage(), part: CatalogPart = 'full') {
  const messages = await loadPart(language, part);
  // Components re-render when the rest of a catalog arrives (loadFullCatalog), not only on a
  // language change (translator.ts).
  translator.init(language, messages);
  syncDocument(language);
  return translator;
}

/** Adds the whole catalog of the active language when only the home part was loaded. */
export async function loadFullCatalog(language: Language = currentLanguage()): Promise<void> {
  // Before initI18n (a route table resolved on its own, in tests) there is nothing to add to.
  if (fullCatalogs.has(language) || !translator.isInitialized) return;
  fullWanted = true;
  const messages = await loadCatalog(language);
  translator.addResourceBundle(language, messages);
  fullCatalogs.add(language);
}

/** Resolves to a lazy component's module once the full catalog is in (for React.lazy). */
export async function withFullCatalog<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadFullCatalog()]);
  // The language may have changed meanwhile (a signed-in user's saved one): its catalog too.
  await loadFullCatalog();
  return loaded;
}

/** The latest switch asked for: a choice made while an earlier one's catalog loads wins. */
let latestSwitch = 0;

/**
 * Switches the interface language and saves it as the user's preference. Resolves to false when
 * a later switch was asked for before this one's catalog arrived (that one applies instead).
 */
export async function changeLanguage(
  language: Language,
  options: { save?: boolean } = { save: true },
): Promise<boolean> {
  if (!isLanguage(language)) return false;
  const request = ++latestSwitch;
  // The same part as the language in use: the full catalog once any screen has needed it.
  if (!translator.hasResourceBundle(language)) {
    const messages = await loadPart(language, fullWanted ? 'full' : 'home');
    if (!translator.hasResourceBundle(language)) translator.addResourceBundle(language, messages);
  }
  // Also when a screen asked for it while the home part above was loading.
  if (fullWanted) await loadFullCatalog(language);
  if (request !== latestSwitch) return false;
  if (options.save) saveLanguage(language);
  translator.changeLanguage(language);
  syncDocument(language);
  return true;
}

export function currentLanguage(): Language {
  return isLanguage(translator.language) ? translator.language : 'en-US';
}
