import type { Language } from '@captia/shared';
import { tellsEnUS } from './en-US/tells';
import { tellsEsES } from './es-ES/tells';
import { tellsPtBR } from './pt-BR/tells';
import type { GuardrailLanguageData } from './types';

/**
 * The guardrails' language data, one folder per language holding the same files with the same
 * keys (captions/language-data.test.ts). Data only: ../tells.ts expands and compiles it.
 */
export const LANGUAGE_DATA = {
  'en-US': { tells: tellsEnUS },
  'pt-BR': { tells: tellsPtBR },
  'es-ES': { tells: tellsEsES },
} as const satisfies Readonly<Record<Language, GuardrailLanguageData>>;
