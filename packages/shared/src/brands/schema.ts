import { z } from 'zod';
import { findHashtags } from '../captions/text';
import { DateTimeSchema } from '../contract/common';
import { multiLineText, singleLineText } from '../schemas/text';
import { BrandTraitsSchema } from './traits';

/** Bounds of a brand voice (the numbers, one place for the form and the server). */
export const BRAND_LIMITS = {
  name: 80,
  description: 500,
  audience: 200,
  callToAction: 150,
  wordsToAvoid: 30,
  wordToAvoid: 40,
  hashtags: 15,
  hashtag: 50,
  samples: 5,
  sample: 2200,
} as const;

const L = BRAND_LIMITS;

/** `#Tag` as the networks parse it: letters, digits and underscores, not only digits. */
export function isValidHashtag(value: string): boolean {
  if (!/^#[\p{L}\p{M}\p{N}_]+$/u.test(value) || !/\p{L}/u.test(value)) return false;
  const found = findHashtags(value);
  return found.length === 1 && `#${found[0]?.tag}` === value;
}

/** A hashtag with or without its `#`, stored with it. */
const HashtagSchema = singleLineText(L.hashtag + 1)
  .transform((value) => (value.startsWith('#') ? value : `#${value}`))
  .refine(isValidHashtag, { error: 'brands.validation.hashtagInvalid' });

/**
 * The name is a label (shown in lists, chosen from menus): invisible and direction-changing
 * characters are refused. The rest is text the prompt reads: they are removed (schemas/text.ts).
 */
const fields = {
  name: singleLineText(L.name),
  description: multiLineText(L.description, { min: 0 }),
  audience: singleLineText(L.audience, { min: 0, invisible: 'remove' }),
  callToAction: singleLineText(L.callToAction, { min: 0, invisible: 'remove' }),
  wordsToAvoid: z
    .array(singleLineText(L.wordToAvoid, { invisible: 'remove' }))
    .max(L.wordsToAvoid, { error: 'brands.validation.tooMany' }),
  hashtags: z
    .array(HashtagSchema)
    .max(L.hashtags, { error: 'brands.validation.tooMany' })
    .refine((tags) => new Set(tags.map((t) => t.toLocaleLowerCase())).size === tags.length, {
      error: 'brands.validation.hashtagDuplicate',
    }),
  samples: z.array(multiLineText(L.sample)).max(L.samples, { error: 'brands.validation.tooMany' }),
  isDefault: z.boolean(),
};

/** `POST /api/brands`: a name is required, the rest defaults to empty. */
export const BrandCreateSchema = z
  .object({
    name: fields.name,
    description: fields.description.default(''),
    audience: fields.audience.default(''),
    callToAction: fields.callToAction.default(''),
    wordsToAvoid: fields.wordsToAvoid.default([]),
    hashtags: fields.hashtags.default([]),
    samples: fields.samples.default([]),
    isDefault: fields.isDefault.default(false),
  })
  .strict();
export type BrandCreate = z.output<typeof BrandCreateSchema>;

/** `PATCH /api/brands/:id`: any subset of the fields. */
export const BrandPatchSchema = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    audience: fields.audience.optional(),
    callToAction: fields.callToAction.optional(),
    wordsToAvoid: fields.wordsToAvoid.optional(),
    hashtags: fields.hashtags.optional(),
    samples: fields.samples.optional(),
    isDefault: fields.isDefault.optional(),
  })
  .strict();
export type BrandPatch = z.output<typeof BrandPatchSchema>;

export const BrandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    audience: z.string(),
    callToAction: z.string(),
    wordsToAvoid: z.array(z.string()),
    hashtags: z.array(z.string()),
    samples: z.array(z.string()),
    traits: BrandTraitsSchema,
    isDefault: z.boolean(),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
  })
  .meta({ id: 'Brand' });
export type Brand = z.output<typeof BrandSchema>;

export const BrandListSchema = z.object({ items: z.array(BrandSchema) }).meta({ id: 'BrandList' });

/** What the caption engines need of a brand: its voice, without ids or dates. */
export type BrandVoice = Pick<
  Brand,
  'name' | 'description' | 'audience' | 'callToAction' | 'wordsToAvoid' | 'hashtags' | 'samples' | 'traits'
>;
