import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { CATALOGS, flattenKeys, loadCatalog } from './index';

const reference = flattenKeys(CATALOGS['en-US']).sort();

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('message catalogs', () => {
  it.each(LANGUAGES)('%s has exactly the keys of en-US', (language) => {
    const keys = flattenKeys(CATALOGS[language]).sort();
    expect(
      keys.filter((k) => !reference.includes(k)),
      'extra keys',
    ).toEqual([]);
    expect(
      reference.filter((k) => !keys.includes(k)),
      'missing keys',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a non-empty text for every key and the same placeholders', (language) => {
    const english = new Map(leaves(CATALOGS['en-US']));
    for (const [key, value] of leaves(CATALOGS[language])) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(value as string), key).toEqual(placeholders(english.get(key) as string));
    }
  });

  it('loads each catalog on demand, identical to the static one', async () => {
    for (const language of LANGUAGES) {
      const { mail: _serverOnly, ...browser } = CATALOGS[language];
      expect(await loadCatalog(language)).toEqual(browser);
    }
  });

  it('keeps the product texts in English', () => {
    expect(CATALOGS['en-US'].common.loading).toBe('Loading...');
    expect(CATALOGS['en-US'].errors.unexpected).toBe('Unexpected Application Error!');
  });
});
