import {
  addBrandListItems,
  BRAND_LIMITS,
  BRAND_LIST_INPUT,
  type BrandFormValues,
  type BrandListField,
} from '@captia/shared';
import type { Brand } from '#web/lib/brands.ts';

/** What the brand form holds while the user edits it (the shared BrandFormSchema checks it). */
export type BrandDraft = BrandFormValues;
export type ListField = BrandListField;

export const EMPTY_DRAFT: BrandDraft = {
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

export function draftFromBrand(brand: Brand): BrandDraft {
  return {
    name: brand.name,
    description: brand.description,
    audience: brand.audience,
    callToAction: brand.callToAction,
    wordsToAvoid: [...brand.wordsToAvoid],
    hashtags: [...brand.hashtags],
    wordInput: '',
    hashtagInput: '',
    // At least one box is shown.
    samples: brand.samples.length ? [...brand.samples] : [''],
  };
}

export const inputOf = (field: ListField) => BRAND_LIST_INPUT[field];

/** Removes one item of a list field. */
export function removeItem(items: readonly string[], index: number): string[] {
  return items.filter((_, i) => i !== index);
}

/**
 * Saving turns what is still typed in the list fields into chips first, as the schema does with
 * what it sends, so the user sees what is saved; what is refused stays typed, and the schema
 * reports why.
 */
export function commitTypedItems(
  draft: BrandDraft,
): Pick<BrandDraft, 'wordsToAvoid' | 'wordInput' | 'hashtags' | 'hashtagInput'> {
  const lists = {
    wordsToAvoid: draft.wordsToAvoid,
    wordInput: draft.wordInput,
    hashtags: draft.hashtags,
    hashtagInput: draft.hashtagInput,
  };
  for (const field of ['wordsToAvoid', 'hashtags'] as const) {
    const key = inputOf(field);
    if (!lists[key].trim()) continue;
    const added = addBrandListItems(field, lists[field], lists[key]);
    lists[field] = added.items;
    lists[key] = added.rest;
  }
  return lists;
}

/** Removes a sample box, always leaving one; the errors of the boxes below move up with them. */
export function removeSample<E>(
  samples: readonly string[],
  errors: readonly (E | undefined)[],
  index: number,
): { samples: string[]; errors: (E | undefined)[] } {
  const left = samples.filter((_, i) => i !== index);
  return { samples: left.length ? left : [''], errors: errors.filter((_, i) => i !== index) };
}

export const canAddSample = (draft: BrandDraft) => draft.samples.length < BRAND_LIMITS.samples;
