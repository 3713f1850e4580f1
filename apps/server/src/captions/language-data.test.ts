import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_DATA as BASIC_DATA } from './basic/data';
import { LANGUAGE_DATA as GUARDRAIL_DATA } from './guardrails/data';

/**
 * The language data (basic/data/, guardrails/data/: one folder per language) is data: the three
 * languages hold the same files with the same keys, and no data file holds logic (a function).
 */

const FOLDERS = { basic: BASIC_DATA, guardrails: GUARDRAIL_DATA } as const;

/** Lists a language may leave empty where another fills them, and why. */
const MAY_BE_EMPTY: Readonly<Record<string, string>> = {
  'basic phrases.contractions': 'only Spanish frames make a contraction to mend ("de el" → "del")',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof RegExp) return 'regexp';
  return typeof value;
}

const isEmpty = (value: unknown) =>
  typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0;

/**
 * What differs between the languages' values at `at` ("phrases.hooks.event"): a key one lacks,
 * a value of another kind, a list or text empty in some only. Objects are compared key by key,
 * down to their leaves; lists (their lengths and items are each language's own) only for
 * being empty.
 */
function differences(
  values: Readonly<Record<Language, unknown>>,
  at: string,
  mayBeEmpty: (at: string) => boolean = () => false,
): string[] {
  const kinds = LANGUAGES.map((language) => kindOf(values[language]));
  if (new Set(kinds).size > 1)
    return [`${at}: ${LANGUAGES.map((language, i) => `${kinds[i]} in ${language}`).join(', ')}`];
  if (kinds[0] === 'array' || kinds[0] === 'string') {
    const empty = LANGUAGES.filter((language) => isEmpty(values[language]));
    if (empty.length > 0 && empty.length < LANGUAGES.length && !mayBeEmpty(at))
      return [`${at}: empty in ${empty.join(', ')} only`];
    return [];
  }
  if (kinds[0] !== 'object') return [];
  const objects = values as Readonly<Record<Language, Record<string, unknown>>>;
  const problems: string[] = [];
  const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(objects[language])));
  for (const key of keys) {
    const where = at ? `${at}.${key}` : key;
    const missing = LANGUAGES.filter((language) => !Object.hasOwn(objects[language], key));
    if (missing.length > 0) {
      problems.push(`${where}: missing in ${missing.join(', ')}`);
      continue;
    }
    const next = Object.fromEntries(LANGUAGES.map((language) => [language, objects[language][key]]));
    problems.push(...differences(next as Record<Language, unknown>, where, mayBeEmpty));
  }
  return problems;
}

/** A data file's exports (`file` relative to the folder's data/). */
const exportsOf = async (folder: string, file: string) =>
  (await import(/* @vite-ignore */ path.join(dataDir(folder), file))) as Record<string, unknown>;

/** The paths (from the value's root) of the functions a value holds, however deep. */
function functionsIn(value: unknown, at: string): string[] {
  if (typeof value === 'function') return [at];
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return [];
  return Object.entries(value).flatMap(([key, inner]) => functionsIn(inner, `${at}.${key}`));
}

const dataDir = (folder: string) => path.join(import.meta.dirname, folder, 'data');

/** The data files of a folder (`basic`, `guardrails`), relative to its data/ folder. */
function dataFiles(folder: string): string[] {
  return (fs.readdirSync(dataDir(folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('the comparison of the languages’ data', () => {
  it('reports a missing key, a value of another kind and a list empty in one language only', () => {
    const pack = (extra: Record<string, unknown>) => ({ lines: ['a'], labels: { when: 'When' }, ...extra });
    expect(
      differences(
        {
          'pt-BR': pack({ labels: { when: 'Quando', where: 'Onde' }, more: 'x' }),
          'en-US': pack({ lines: [], labels: { when: 'When', where: 'Where' }, more: 'x' }),
          'es-ES': pack({ labels: { when: 'Cuándo', where: ['Dónde'] } }),
        },
        '',
      ),
    ).toEqual([
      'lines: empty in en-US only',
      'labels.where: string in pt-BR, string in en-US, array in es-ES',
      'more: missing in es-ES',
    ]);
  });
});

describe.each(Object.entries(FOLDERS))('the language data of %s/', (folder, data) => {
  it('has the three languages, with the same keys at every level and no list empty in one only', () => {
    expect(Object.keys(data).sort()).toEqual([...LANGUAGES].sort());
    const problems = differences(data, '', (at) => `${folder} ${at}` in MAY_BE_EMPTY);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('holds the same files in each language’s folder, each part of data/index.ts', async () => {
    const files = dataFiles(folder);
    const byLanguage = (language: Language) =>
      files.filter((file) => file.startsWith(`${language}/`)).map((file) => file.slice(language.length + 1));
    const first = byLanguage(LANGUAGES[0]);
    expect(first.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(byLanguage(language), language).toEqual(first);
      // Every value a language's file exports is in that language's entry of the index, so the
      // comparison above reads every file.
      const entry = Object.values(data[language as keyof typeof data]);
      for (const file of byLanguage(language)) {
        for (const [name, value] of Object.entries(await exportsOf(folder, `${language}/${file}`)))
          expect(entry.includes(value as never), `${folder}/data/${language}/${file}: ${name}`).toBe(true);
      }
    }
  });

  it('holds no logic: no data file exports a function, however deep', async () => {
    const found: string[] = [];
    for (const file of dataFiles(folder)) {
      for (const [name, value] of Object.entries(await exportsOf(folder, file)))
        found.push(...functionsIn(value, `${folder}/data/${file}: ${name}`));
    }
    expect(found).toEqual([]);
  });
});
