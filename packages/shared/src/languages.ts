/** The interface and caption languages CaptIA supports (docs/product.md, Languages, titles and theme). */
export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-US';

/** localStorage key for the saved interface language (docs/product.md, Languages, titles and theme). */
export const LANGUAGE_STORAGE_KEY = 'captia_language';

export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any BCP 47 tag onto a supported language by its primary subtag:
 * pt-* → pt-BR, es-* → es-ES, en-* → en-US. Anything else is unsupported.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'es') return 'es-ES';
  if (primary === 'en') return 'en-US';
  return null;
}

/**
 * The language-choice order of docs/product.md, Languages, titles and theme: the saved
 * preference, then the browser's languages in their order of preference, then English.
 */
export function detectLanguage(input: { saved?: string | null; browser?: readonly string[] }): Language {
  if (isLanguage(input.saved)) return input.saved;
  for (const tag of input.browser ?? []) {
    const lang = normalizeLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** Picks a language from an HTTP Accept-Language header (q-values respected). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = normalizeLanguage(entry.tag);
    if (lang) return lang;
  }
  return null;
}
