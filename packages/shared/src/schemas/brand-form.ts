import { z } from 'zod';
import { BrandCreateSchema } from '../brands/schema';

/**
 * The web's brand voice form, on the rules `POST /api/brands` applies (BrandCreateSchema): what the
 * form holds is what the user typed, and the schema's output is the body it sends.
 */

/** The fields typed one item at a time. */
export type BrandListField = 'wordsToAvoid' | 'hashtags';

/** The list rules of the create schema (item bounds, hashtag shape, duplicates, how many). */
const LIST_SCHEMAS = {
  wordsToAvoid: BrandCreateSchema.shape.wordsToAvoid.unwrap(),
  hashtags: BrandCreateSchema.shape.hashtags.unwrap(),
};

/** Where each list field keeps what is typed and not yet added. */
export const BRAND_LIST_INPUT = { wordsToAvoid: 'wordInput', hashtags: 'hashtagInput' } as const;

/**
 * The items typed in a list field: separated by commas and line breaks (a pasted list), and
 * for hashtags by spaces too — a hashtag has none, a word to avoid may be a phrase.
 */
export function splitBrandListItems(field: BrandListField, text: string): string[] {
  const separator = field === 'hashtags' ? /[\s,]+/u : /[,\n]+/u;
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Whether `text` ends an item (a separator was typed or pasted): the field adds what comes before. */
export function hasBrandListSeparator(field: BrandListField, text: string): boolean {
  return (field === 'hashtags' ? /[\s,]/u : /[,\n]/u).test(text);
}

export interface BrandListAdd {
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
export function addBrandListItems(
  field: BrandListField,
  items: readonly string[],
  text: string,
): BrandListAdd {
  let list = [...items];
  const refused: string[] = [];
  let error: string | null = null;
  for (const item of splitBrandListItems(field, text)) {
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

/**
 * The form as the user left it: the text fields as typed, the lists with what is still typed in
 * their fields, and one text per sample box (empty boxes included).
 *
 * Its output is what is saved: what is still typed in the list fields is added first (nobody loses
 * a last, unconfirmed word), empty sample boxes are left out, then the create schema checks
 * everything the server will. Each problem is a catalog key at the field that shows it: a list's
 * at the list, a sample's at its own box (`samples.<box>`). The body never carries `isDefault`:
 * a PATCH with `false` would leave the account without a default.
 */
export const BrandFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    audience: z.string(),
    callToAction: z.string(),
    wordsToAvoid: z.array(z.string()),
    hashtags: z.array(z.string()),
    wordInput: z.string(),
    hashtagInput: z.string(),
    samples: z.array(z.string()),
  })
  .transform((draft, ctx) => {
    let valid = true;
    const problem = (path: (string | number)[], message: string) => {
      valid = false;
      ctx.addIssue({ code: 'custom', message, path });
    };
    const lists = { wordsToAvoid: draft.wordsToAvoid, hashtags: draft.hashtags };
    for (const field of ['wordsToAvoid', 'hashtags'] as const) {
      const typed = draft[BRAND_LIST_INPUT[field]];
      if (!typed.trim()) continue;
      const added = addBrandListItems(field, lists[field], typed);
      lists[field] = added.items;
      if (added.error) problem([field], added.error);
    }
    // Which box each kept sample came from, so an error lands next to the right one.
    const kept = draft.samples.flatMap((text, index) => (text.trim() ? [index] : []));
    const parsed = BrandCreateSchema.safeParse({
      name: draft.name,
      description: draft.description,
      audience: draft.audience,
      callToAction: draft.callToAction,
      ...lists,
      samples: kept.map((index) => draft.samples[index]),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const box = field === 'samples' && typeof index === 'number' ? kept[index] : undefined;
        problem(box === undefined ? [String(field)] : ['samples', box], issue.message);
      }
    }
    if (!valid || !parsed.success) return z.NEVER;
    const { isDefault: _never, ...body } = parsed.data;
    return body;
  });
export type BrandFormValues = z.input<typeof BrandFormSchema>;
