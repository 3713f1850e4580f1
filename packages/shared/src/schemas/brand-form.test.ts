import { describe, expect, it } from 'vitest';
import { BRAND_LIMITS } from '../brands/schema';
import {
  addBrandListItems,
  BrandFormSchema,
  type BrandFormValues,
  hasBrandListSeparator,
  splitBrandListItems,
} from './brand-form';

const EMPTY: BrandFormValues = {
  name: '',
  description: '',
  audience: '',
  callToAction: '',
  wordsToAvoid: [],
  hashtags: [],
  wordInput: '',
  hashtagInput: '',
  samples: [''],
};

/** Each field's first problem, keyed as the form names its fields ("samples.2"), as the resolver reads them. */
function errorsOf(values: BrandFormValues): Record<string, string> {
  const result = BrandFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('brand list fields', () => {
  it('split words to avoid on commas and line breaks, hashtags on spaces too', () => {
    expect(splitBrandListItems('wordsToAvoid', ' cheap, game changer\nsynergy,, ')).toEqual([
      'cheap',
      'game changer',
      'synergy',
    ]);
    expect(splitBrandListItems('hashtags', '#coffee latte,  #ColdBrew\n')).toEqual([
      '#coffee',
      'latte',
      '#ColdBrew',
    ]);
    expect(hasBrandListSeparator('wordsToAvoid', 'game changer')).toBe(false);
    expect(hasBrandListSeparator('hashtags', 'cold brew')).toBe(true);
  });

  it('adds hashtags with their # whether typed or not, and keeps what is refused typed', () => {
    expect(addBrandListItems('hashtags', [], 'coffee #ColdBrew')).toEqual({
      items: ['#coffee', '#ColdBrew'],
      rest: '',
      error: null,
    });
    expect(addBrandListItems('hashtags', ['#coffee'], 'COFFEE café-gelado #ok')).toEqual({
      items: ['#coffee', '#ok'],
      rest: 'COFFEE café-gelado',
      error: 'brands.validation.hashtagDuplicate',
    });
    expect(addBrandListItems('hashtags', [], '#123').error).toBe('brands.validation.hashtagInvalid');
  });

  it('refuses a repeated word, a word too long and one item too many', () => {
    expect(addBrandListItems('wordsToAvoid', ['Cheap'], 'cheap, bargain')).toEqual({
      items: ['Cheap', 'bargain'],
      rest: 'cheap',
      error: 'brands.validation.duplicate',
    });
    expect(addBrandListItems('wordsToAvoid', [], 'x'.repeat(BRAND_LIMITS.wordToAvoid + 1)).error).toBe(
      'validation.tooLong',
    );
    const full = Array.from({ length: BRAND_LIMITS.hashtags }, (_, i) => `#tag${i}`);
    expect(addBrandListItems('hashtags', full, 'one')).toEqual({
      items: full,
      rest: 'one',
      error: 'brands.validation.tooMany',
    });
  });
});

describe('BrandFormSchema', () => {
  it('asks for a name', () => {
    expect(errorsOf({ ...EMPTY, name: '   ' })).toEqual({ name: 'validation.required' });
  });

  it('sends the trimmed fields, adds what is still typed in the lists and leaves empty samples out', () => {
    const body = BrandFormSchema.parse({
      ...EMPTY,
      name: '  Café Aurora ',
      callToAction: 'Peça pelo app ',
      wordsToAvoid: ['cheap'],
      wordInput: 'game changer',
      hashtagInput: 'ColdBrew',
      samples: ['', 'Nosso café chegou!  ', '  '],
    });
    expect(body).toEqual({
      name: 'Café Aurora',
      description: '',
      audience: '',
      callToAction: 'Peça pelo app',
      wordsToAvoid: ['cheap', 'game changer'],
      hashtags: ['#ColdBrew'],
      samples: ['Nosso café chegou!'],
    });
    // Never `isDefault`: saving an edit must not take the default away.
    expect('isDefault' in body).toBe(false);
  });

  it('puts each error next to its field, a sample error next to its own box', () => {
    expect(
      errorsOf({
        ...EMPTY,
        name: 'n'.repeat(BRAND_LIMITS.name + 1),
        audience: 'a\u0007b',
        callToAction: 'c'.repeat(BRAND_LIMITS.callToAction + 1),
        hashtagInput: 'not valid!',
        samples: ['', 'ok', 's'.repeat(BRAND_LIMITS.sample + 1)],
      }),
    ).toEqual({
      name: 'validation.tooLong',
      audience: 'validation.invalidCharacters',
      callToAction: 'validation.tooLong',
      hashtags: 'brands.validation.hashtagInvalid',
      'samples.2': 'validation.tooLong',
    });
  });

  it('refuses what is left typed in a list field once the rest has been added', () => {
    // What the form leaves in the field after adding what it could: the refusal stands on submit.
    expect(errorsOf({ ...EMPTY, name: 'Padaria', wordsToAvoid: ['Cheap'], wordInput: 'cheap' })).toEqual({
      wordsToAvoid: 'brands.validation.duplicate',
    });
  });

  it('round-trips a saved brand unchanged', () => {
    const saved = {
      name: 'Padaria Lua',
      description: 'Pão de fermentação natural',
      audience: 'Vizinhos do bairro',
      callToAction: 'Encomende pelo WhatsApp',
      wordsToAvoid: ['barato'],
      hashtags: ['#PãoCaseiro'],
    };
    expect(BrandFormSchema.parse({ ...EMPTY, ...saved })).toEqual({ ...saved, samples: [] });
  });
});
