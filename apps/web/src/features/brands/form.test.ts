import { BRAND_LIMITS } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import type { Brand } from './api';
import {
  addItems,
  draftFromBrand,
  EMPTY_DRAFT,
  hasSeparator,
  removeSample,
  splitItems,
  validateDraft,
} from './form';

const brand: Brand = {
  id: 'b1',
  name: 'Padaria Lua',
  description: 'Pão de fermentação natural',
  audience: 'Vizinhos do bairro',
  callToAction: 'Encomende pelo WhatsApp',
  wordsToAvoid: ['barato'],
  hashtags: ['#PãoCaseiro'],
  samples: [],
  traits: {
    samples: 0,
    emojisPerPost: 0,
    hashtagsPerPost: 0,
    typicalLength: 0,
    wordsPerSentence: 0,
    exclamationsPerPost: 0,
    person: 'none',
    address: 'none',
    formality: 'neutral',
  },
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('list fields', () => {
  it('split words to avoid on commas and line breaks, hashtags on spaces too', () => {
    expect(splitItems('wordsToAvoid', ' cheap, game changer\nsynergy,, ')).toEqual([
      'cheap',
      'game changer',
      'synergy',
    ]);
    expect(splitItems('hashtags', '#coffee latte,  #ColdBrew\n')).toEqual(['#coffee', 'latte', '#ColdBrew']);
    expect(hasSeparator('wordsToAvoid', 'game changer')).toBe(false);
    expect(hasSeparator('hashtags', 'cold brew')).toBe(true);
  });

  it('adds hashtags with their # whether typed or not, and keeps what is refused typed', () => {
    expect(addItems('hashtags', [], 'coffee #ColdBrew')).toEqual({
      items: ['#coffee', '#ColdBrew'],
      rest: '',
      error: null,
    });
    expect(addItems('hashtags', ['#coffee'], 'COFFEE café-gelado #ok')).toEqual({
      items: ['#coffee', '#ok'],
      rest: 'COFFEE café-gelado',
      error: 'brands.validation.hashtagDuplicate',
    });
    expect(addItems('hashtags', [], '#123').error).toBe('brands.validation.hashtagInvalid');
  });

  it('refuses a repeated word, a word too long and one item too many', () => {
    expect(addItems('wordsToAvoid', ['Cheap'], 'cheap, bargain')).toEqual({
      items: ['Cheap', 'bargain'],
      rest: 'cheap',
      error: 'brands.validation.duplicate',
    });
    expect(addItems('wordsToAvoid', [], 'x'.repeat(BRAND_LIMITS.wordToAvoid + 1)).error).toBe(
      'validation.tooLong',
    );
    const full = Array.from({ length: BRAND_LIMITS.hashtags }, (_, i) => `#tag${i}`);
    expect(addItems('hashtags', full, 'one')).toEqual({
      items: full,
      rest: 'one',
      error: 'brands.validation.tooMany',
    });
  });
});

describe('validateDraft', () => {
  it('asks for a name', () => {
    const result = validateDraft({ ...EMPTY_DRAFT, name: '   ' });
    expect(result).toMatchObject({ ok: false, errors: { name: 'validation.required' } });
  });

  it('sends the trimmed fields, adds what is still typed in the lists and leaves empty samples out', () => {
    const result = validateDraft({
      ...EMPTY_DRAFT,
      name: '  Café Aurora ',
      callToAction: 'Peça pelo app ',
      wordsToAvoid: ['cheap'],
      wordInput: 'game changer',
      hashtagInput: 'ColdBrew',
      samples: ['', 'Nosso café chegou!  ', '  '],
    });
    expect(result).toEqual({
      ok: true,
      draft: expect.objectContaining({
        wordsToAvoid: ['cheap', 'game changer'],
        wordInput: '',
        hashtagInput: '',
      }),
      body: {
        name: 'Café Aurora',
        description: '',
        audience: '',
        callToAction: 'Peça pelo app',
        wordsToAvoid: ['cheap', 'game changer'],
        hashtags: ['#ColdBrew'],
        samples: ['Nosso café chegou!'],
      },
    });
    // Never `isDefault`: saving an edit must not take the default away.
    expect(result.ok && 'isDefault' in result.body).toBe(false);
  });

  it('puts each error next to its field, a sample error next to its own box', () => {
    const result = validateDraft({
      ...EMPTY_DRAFT,
      name: 'n'.repeat(BRAND_LIMITS.name + 1),
      audience: 'a\u0007b',
      callToAction: 'c'.repeat(BRAND_LIMITS.callToAction + 1),
      hashtagInput: 'not valid!',
      samples: ['', 'ok', 's'.repeat(BRAND_LIMITS.sample + 1)],
    });
    expect(result).toMatchObject({
      ok: false,
      draft: { hashtags: ['#not'], hashtagInput: 'valid!' },
      errors: {
        name: 'validation.tooLong',
        audience: 'validation.invalidCharacters',
        callToAction: 'validation.tooLong',
        hashtags: 'brands.validation.hashtagInvalid',
        'sample-2': 'validation.tooLong',
      },
    });
    expect(result.ok === false && Object.keys(result.errors)).toHaveLength(5);
  });

  it('round-trips a saved brand unchanged', () => {
    const result = validateDraft(draftFromBrand(brand));
    expect(result.ok && result.body).toEqual({
      name: brand.name,
      description: brand.description,
      audience: brand.audience,
      callToAction: brand.callToAction,
      wordsToAvoid: brand.wordsToAvoid,
      hashtags: brand.hashtags,
      samples: [],
    });
    expect(draftFromBrand(brand).samples).toEqual(['']);
  });
});

describe('removeSample', () => {
  it('moves the errors of the boxes below up with them, and always leaves one box', () => {
    const draft = { ...EMPTY_DRAFT, samples: ['a', 'b', 'c'] };
    const errors = { name: 'validation.required', 'sample-0': 'x', 'sample-1': 'y', 'sample-2': 'z' };
    expect(removeSample(draft, errors, 1)).toEqual({
      draft: { ...draft, samples: ['a', 'c'] },
      errors: { name: 'validation.required', 'sample-0': 'x', 'sample-1': 'z' },
    });
    expect(removeSample({ ...EMPTY_DRAFT, samples: ['only'] }, {}, 0).draft.samples).toEqual(['']);
  });
});
