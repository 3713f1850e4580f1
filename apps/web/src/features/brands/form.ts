import { BRAND_LIMITS, BrandCreateSchema } from '@captia/shared';
import type { Brand, BrandBody } from './api';

/** What the brand form holds while the user edits it. */
export interface BrandDraft {
  name: string;
  description: string;
  audience: string;
  callToAction: string;
  wordsToAvoid: string[];
  hashtags: string[];
  /** Typed in a list field and not yet added: saving adds it (nobody loses a last, unconfirmed word). */
  wordInput: string;
  hashtagInput: string;
  /** One textarea each; at least one is shown. */
  samples: string[];
}

export type ListField = 'wordsToAvoid' | 'hashtags';
export type SampleField = `sample-${number}`;
export type BrandField =
  | 'name'
  | 'description'
  | 'audience'
  | 'callToAction'
  | ListField
  | 'samples'
  | SampleField;
/** Errors as catalog keys (the shared schemas' messages), so they follow the interface language. */
export type BrandErrors = Partial<Record<BrandField, string>>;

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
    samples: brand.samples.length ? [...brand.samples] : [''],
  };
}

const INPUT_KEY = { wordsToAvoid: 'wordInput', hashtags: 'hashtagInput' } as const satisfies Record<
  ListField,
  keyof BrandDraft
>;
export const inputOf = (field: ListField) => INPUT_KEY[field];

/** The shared list rules (item bounds, hashtag shape, duplicates, how many). */
const LIST_SCHEMAS = {
  wordsToAvoid: BrandCreateSchema.shape.wordsToAvoid.unwrap(),
  hashtags: BrandCreateSchema.shape.hashtags.unwrap(),
};

/**
 * The items typed in a list field: separated by commas and line breaks (a pasted list), and
 * for hashtags by spaces too — a hashtag has none, a word to avoid may be a phrase.
 */
export function splitItems(field: ListField, text: string): string[] {
  const separator = field === 'hashtags' ? /[\s,]+/u : /[,\n]+/u;
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Whether `text` ends an item (a separator was typed or pasted): the field adds what comes before. */
export function hasSeparator(field: ListField, text: string): boolean {
  return (field === 'hashtags' ? /[\s,]/u : /[,\n]/u).test(text);
}

export interface AddResult {
  items: string[];
  /** What could not be added, left in the field to be fixed. */
  rest: string;
  /** The first refusal's catalog key. */
  error: string | null;
}

/**
 * Adds the items typed in a list field, one by one, under the rules the server applies to the
 * whole list; a hashtag gets its `#` if it was typed without one. What is refused stays typed.
 */
export function addItems(field: ListField, items: readonly string[], text: string): AddResult {
  let list = [...items];
  const refused: string[] = [];
  let error: string | null = null;
  for (const item of splitItems(field, text)) {
    const duplicate =
      field === 'wordsToAvoid' && list.some((word) => word.toLocaleLowerCase() === item.toLocaleLowerCase());
    const result = LIST_SCHEMAS[field].safeParse([...list, item]);
    if (duplicate || !result.success) {
      refused.push(item);
      error ??= duplicate
        ? 'brands.validation.duplicate'
        : (result.error?.issues[0]?.message ?? 'validation.tooLong');
    } else list = result.data;
  }
  return { items: list, rest: refused.join(field === 'hashtags' ? ' ' : ', '), error };
}

/** Removes one item of a list field. */
export function removeItem(items: readonly string[], index: number): string[] {
  return items.filter((_, i) => i !== index);
}

/** Removes a sample box; the errors of the boxes below move up with them. */
export function removeSample(
  draft: BrandDraft,
  errors: BrandErrors,
  index: number,
): { draft: BrandDraft; errors: BrandErrors } {
  const next: BrandErrors = {};
  for (const [field, key] of Object.entries(errors) as [BrandField, string][]) {
    const at = Number(/^sample-(\d+)$/.exec(field)?.[1] ?? -1);
    if (at === index) continue;
    next[at > index ? (`sample-${at - 1}` as const) : field] = key;
  }
  const samples = draft.samples.filter((_, i) => i !== index);
  return { draft: { ...draft, samples: samples.length ? samples : [''] }, errors: next };
}

export const canAddSample = (draft: BrandDraft) => draft.samples.length < BRAND_LIMITS.samples;

export type Validated =
  | { ok: true; draft: BrandDraft; body: BrandBody }
  | { ok: false; draft: BrandDraft; errors: BrandErrors };

/**
 * The form as it is saved: what is still typed in the list fields is added first, empty sample
 * boxes are left out, then the shared create schema checks everything the server will. The body
 * never carries `isDefault` (a PATCH with `false` would leave the account without a default).
 */
export function validateDraft(input: BrandDraft): Validated {
  const errors: BrandErrors = {};
  let draft = input;
  for (const field of ['wordsToAvoid', 'hashtags'] as const) {
    const key = inputOf(field);
    if (!draft[key].trim()) continue;
    const added = addItems(field, draft[field], draft[key]);
    draft = { ...draft, [field]: added.items, [key]: added.rest };
    if (added.error) errors[field] = added.error;
  }
  // Which box each kept sample came from, so an error lands next to the right one.
  const kept = draft.samples.flatMap((text, index) => (text.trim() ? [index] : []));
  const parsed = BrandCreateSchema.safeParse({
    name: draft.name,
    description: draft.description,
    audience: draft.audience,
    callToAction: draft.callToAction,
    wordsToAvoid: draft.wordsToAvoid,
    hashtags: draft.hashtags,
    samples: kept.map((index) => draft.samples[index]),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const sample = field === 'samples' && typeof index === 'number' ? kept[index] : undefined;
      const name = (sample === undefined ? field : `sample-${sample}`) as BrandField;
      errors[name] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, draft, errors };
  const { isDefault: _kept, ...body } = parsed.data;
  return { ok: true, draft, body };
}
