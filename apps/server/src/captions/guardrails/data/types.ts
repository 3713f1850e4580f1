import type { Tell, TellList } from '../types';

/**
 * The shapes each language's data satisfies (types only: the data files import this, the logic
 * in ../tells.ts imports the data, so neither imports the other's module).
 */

/**
 * One tell per form of a verb, written once: `{verb}` in `pattern` stands for the form (a key of
 * `forms`), `{mend}` in `replace` for its mend ("leve seu café ao próximo nível" → "melhore seu
 * café"). Expanded in place, in the order of `forms`.
 */
export interface TellPerForm {
  forms: Readonly<Record<string, string>>;
  pattern: string;
  replace: string;
}

/**
 * "mergulhe no universo" → "conheça o universo": one `words` tell holding each form of the verb
 * (`verbs`: form → mend), then `between`, before each preposition (`prepositions`: preposition →
 * the article the mend takes instead, '' for none).
 */
export interface VerbBeforePreposition {
  verbs: Readonly<Record<string, string>>;
  prepositions: Readonly<Record<string, string>>;
  between?: string;
}

export type TellEntry = Tell | TellPerForm | VerbBeforePreposition;

/** A language's tells file: a `TellList` whose tells may be written in the shorthands above. */
export interface TellData extends Omit<TellList, 'tells'> {
  tells: readonly TellEntry[];
}

/** Everything the guardrails hold per language. */
export interface GuardrailLanguageData {
  tells: TellData;
}
