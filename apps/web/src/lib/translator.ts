import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * The browser's translator: what the app asks of a translation library, and nothing more —
 * catalogs by language (merged as parts arrive), keys by dotted path, `{{name}}` placeholders and
 * `_one`/`_other`… plurals chosen by `Intl.PluralRules`, as the catalogs are written for i18next.
 * i18next and react-i18next came to ~19 KiB gzip of every page's first load for these few
 * features (decision 0055); the server keeps i18next (apps/server/src/i18n.ts), and
 * `translator.test.ts` checks that both render every key of every catalog alike.
 */

/** A catalog or part of one: nested objects of texts. */
export type Messages = { [key: string]: string | Messages };

export interface TOptions {
  /** Picks the plural form (`key_one`, `key_other`…) and fills `{{count}}`. */
  count?: number;
  /** Returned when the key is in no loaded catalog. */
  defaultValue?: string;
  /** A language other than the current one (its catalog must be loaded). */
  lng?: string;
  /** Placeholders' values, besides the options' own. */
  replace?: Record<string, unknown>;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

export class Translator {
  /** The current language ('' until `init`). */
  language = '';
  isInitialized = false;
  private catalogs = new Map<string, Messages>();
  private plurals = new Map<string, Intl.PluralRules>();
  private listeners = new Set<() => void>();
  /** Changes with the language and with every catalog part added: what components re-render on. */
  private version = 0;

  /** Starts afresh: this language, with these texts only. */
  init(language: string, messages: Messages) {
    this.catalogs.clear();
    this.catalogs.set(language, merge({}, messages));
    this.language = language;
    this.isInitialized = true;
    this.changed();
  }

  hasResourceBundle(language: string): boolean {
    return this.catalogs.has(language);
  }

  /** Adds texts to a language's catalog (a part arriving replaces what it repeats). */
  addResourceBundle(language: string, messages: Messages) {
    this.catalogs.set(language, merge(this.catalogs.get(language) ?? {}, messages));
    this.changed();
  }

  /** Whether the current language's loaded catalog has this text. */
  exists(key: string): boolean {
    return lookup(this.catalogs.get(this.language), key) !== undefined;
  }

  changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  t: TFunction = (key, options) => {
    const language = options?.lng ?? this.language;
    const messages = this.catalogs.get(language);
    let text: string | undefined;
    if (typeof options?.count === 'number') {
      const category = this.pluralRules(language).select(options.count);
      text = lookup(messages, `${key}_${category}`) ?? lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key) ?? options?.defaultValue ?? key;
    if (!options || !text.includes('{{')) return text;
    const values: Record<string, unknown> = { ...options, ...options.replace };
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = () => this.version;

  private pluralRules(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language || 'en-US');
      this.plurals.set(language, rules);
    }
    return rules;
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

/** The app's one translator (lib/i18n.ts loads its catalogs and switches its language). */
export const translator = new Translator();

/**
 * A component's `t` and current language; it re-renders when the language changes or more of the
 * catalog arrives, and `t` is then a new function (so effects that depend on it run again).
 */
export function useTranslation(): { t: TFunction; i18n: { language: string; t: TFunction } } {
  const version = useSyncExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each version is the point
  const t = useCallback<TFunction>((key, options) => translator.t(key, options), [version]);
  // `t` is new with each version, and a language change is one.
  return useMemo(() => ({ t, i18n: { language: translator.language, t } }), [t]);
}
