import type { Language } from '../languages';
import { enUS, type Messages } from './locales/en-US';
import { esES } from './locales/es-ES';
import { mailEnUS } from './locales/mail.en-US';
import { mailEsES } from './locales/mail.es-ES';
import { mailPtBR } from './locales/mail.pt-BR';
import { ptBR } from './locales/pt-BR';

export type { Messages };

/** The server's catalogs also hold the e-mail texts, which the browser never needs. */
export type ServerMessages = Messages & { mail: typeof mailEnUS };

/**
 * All three catalogs. The server imports this; the browser must not (it loads
 * one catalog on demand through `loadCatalog` so that only the active language ships).
 */
// Marked pure so that a bundle which never reads it (the browser's) drops all three catalogs.
export const CATALOGS: Record<Language, ServerMessages> = /* @__PURE__ */ (() => ({
  'en-US': { ...enUS, mail: mailEnUS },
  'pt-BR': { ...ptBR, mail: mailPtBR },
  'es-ES': { ...esES, mail: mailEsES },
}))();

/** Loads one language's catalog as its own chunk. */
export async function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'pt-BR':
      return (await import('./locales/pt-BR')).ptBR;
    case 'es-ES':
      return (await import('./locales/es-ES')).esES;
    default:
      return (await import('./locales/en-US')).enUS;
  }
}

/** Every key of a catalog as a dotted path, e.g. `errors.api.not_found`. */
export function flattenKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flattenKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
