import { BRAND_LIMITS, BrandFormSchema } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import type { Brand } from '#web/lib/brands.ts';
import { canAddSample, commitTypedItems, draftFromBrand, EMPTY_DRAFT, removeSample } from './form';

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

describe('commitTypedItems', () => {
  it('turns what is still typed into chips, and leaves what is refused typed', () => {
    expect(
      commitTypedItems({
        ...EMPTY_DRAFT,
        wordsToAvoid: ['Cheap'],
        wordInput: 'cheap, game changer',
        hashtagInput: 'ColdBrew not valid!',
      }),
    ).toEqual({
      wordsToAvoid: ['Cheap', 'game changer'],
      wordInput: 'cheap',
      hashtags: ['#ColdBrew', '#not'],
      hashtagInput: 'valid!',
    });
  });

  it('leaves the lists alone when nothing is typed', () => {
    const draft = { ...EMPTY_DRAFT, hashtags: ['#LojaSul'], hashtagInput: '  ' };
    expect(commitTypedItems(draft)).toEqual({
      wordsToAvoid: [],
      wordInput: '',
      hashtags: ['#LojaSul'],
      hashtagInput: '  ',
    });
  });
});

describe('draftFromBrand', () => {
  it('round-trips a saved brand unchanged through the shared schema, with one empty sample box', () => {
    const draft = draftFromBrand(brand);
    expect(draft.samples).toEqual(['']);
    expect(BrandFormSchema.parse(draft)).toEqual({
      name: brand.name,
      description: brand.description,
      audience: brand.audience,
      callToAction: brand.callToAction,
      wordsToAvoid: brand.wordsToAvoid,
      hashtags: brand.hashtags,
      samples: [],
    });
  });
});

describe('sample boxes', () => {
  it('move the errors of the boxes below up with them, and always leave one box', () => {
    expect(removeSample(['a', 'b', 'c'], ['x', 'y', 'z'], 1)).toEqual({
      samples: ['a', 'c'],
      errors: ['x', 'z'],
    });
    expect(removeSample(['a', 'b', 'c'], [undefined, 'y', 'z'], 0)).toEqual({
      samples: ['b', 'c'],
      errors: ['y', 'z'],
    });
    expect(removeSample(['only'], [undefined], 0).samples).toEqual(['']);
  });

  it('stop at the shared bound', () => {
    expect(canAddSample({ ...EMPTY_DRAFT, samples: Array(BRAND_LIMITS.samples - 1).fill('') })).toBe(true);
    expect(canAddSample({ ...EMPTY_DRAFT, samples: Array(BRAND_LIMITS.samples).fill('') })).toBe(false);
  });
});
