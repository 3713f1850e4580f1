import { z } from 'zod';
import { CAPTION_LANGUAGES, LENGTH_IDS, MAX_BRIEF_LENGTH, NETWORK_IDS, STYLE_IDS } from '../captions/options';
import { CAPTION_VALIDATION_KEYS } from '../captions/schema';
import { LinkUrlSchema } from '../contract/links';
import { multiLineText, RecordIdSchema } from '../schemas/text';
import {
  isCalendarDate,
  isLocalTime,
  MAX_CAMPAIGN_DAYS,
  MAX_POSTS_PER_DAY,
  MIN_CAMPAIGN_DAYS,
  MIN_POSTS_PER_DAY,
} from './schedule';

/** Catalog keys of a refused campaign request (the caption fields keep the generator's keys and codes). */
export const CAMPAIGN_VALIDATION_KEYS = {
  startDateInvalid: 'planner.validation.startDateInvalid',
  daysInvalid: 'planner.validation.daysInvalid',
  postsPerDayInvalid: 'planner.validation.postsPerDayInvalid',
  timeInvalid: 'planner.validation.timeInvalid',
  postTextRequired: 'planner.validation.postTextRequired',
  postTextTooLong: 'planner.validation.postTextTooLong',
  postTextInvalid: 'planner.validation.postTextInvalid',
  patchEmpty: 'planner.validation.patchEmpty',
  csvRequired: 'planner.validation.csvRequired',
} as const;

const K = CAPTION_VALIDATION_KEYS;
const C = CAMPAIGN_VALIDATION_KEYS;

/** The longest post a user may save by hand: the longest any network takes (YouTube's 5,000). */
export const MAX_POST_TEXT_LENGTH = 5000;
/** An import holds at most this many rows (each one post, one use) and this many bytes of CSV. */
export const MAX_IMPORT_ROWS = 100;
export const MAX_IMPORT_BYTES = 1024 * 1024;

export const CalendarDateSchema = z
  .string({ error: C.startDateInvalid })
  .refine(isCalendarDate, { error: C.startDateInvalid })
  .meta({ description: 'A calendar date, YYYY-MM-DD.', example: '2026-12-07' });

export const LocalTimeSchema = z
  .string({ error: C.timeInvalid })
  .refine(isLocalTime, { error: C.timeInvalid })
  .meta({ description: 'A local time of day, HH:MM (24 hours).', example: '11:00' });

/** The generator's fields a campaign takes, each optional: the plan decides what is left out. */
const writingFields = {
  language: z.enum(CAPTION_LANGUAGES, { error: K.languageInvalid }).optional(),
  brandId: RecordIdSchema.optional(),
  style: z.enum(STYLE_IDS, { error: K.styleInvalid }).optional().meta({ description: 'Default `friendly`.' }),
  length: z.enum(LENGTH_IDS, { error: K.lengthInvalid }).optional().meta({ description: 'Default `short`.' }),
  emojis: z
    .boolean({ error: K.emojisInvalid })
    .optional()
    .meta({ description: 'Default: what the plan allows (off on the free plan).' }),
  hashtags: z
    .boolean({ error: K.hashtagsInvalid })
    .optional()
    .meta({ description: 'Default: what the plan allows (off on the free plan).' }),
};

/** `POST /api/campaigns`: a campaign from one brief (docs/product.md, Planner). */
export const CampaignRequestSchema = z
  .object({
    // May be empty only next to a link (checked below, on the whole request).
    text: multiLineText(MAX_BRIEF_LENGTH, {
      min: 0,
      messages: { required: K.textRequired, tooLong: K.textTooLong, invalidCharacters: K.textInvalid },
    }).default(''),
    /** A page to write the campaign from (decision 0031), read before any use is counted. */
    link: LinkUrlSchema.optional(),
    startDate: CalendarDateSchema,
    days: z
      .number({ error: C.daysInvalid })
      .int({ error: C.daysInvalid })
      .min(MIN_CAMPAIGN_DAYS, { error: C.daysInvalid })
      .max(MAX_CAMPAIGN_DAYS, { error: C.daysInvalid }),
    postsPerDay: z
      .number({ error: C.postsPerDayInvalid })
      .int({ error: C.postsPerDayInvalid })
      .min(MIN_POSTS_PER_DAY, { error: C.postsPerDayInvalid })
      .max(MAX_POSTS_PER_DAY, { error: C.postsPerDayInvalid })
      .default(1),
    networks: z
      .array(z.enum(NETWORK_IDS, { error: K.networkInvalid }), { error: K.networksRequired })
      .min(1, { error: K.networksRequired })
      .refine((list) => new Set(list).size === list.length, { error: K.networksDuplicate }),
    ...writingFields,
  })
  .refine((request) => request.text !== '' || request.link !== undefined, {
    error: K.textRequired,
    path: ['text'],
  });
export type CampaignRequestInput = z.input<typeof CampaignRequestSchema>;
export type CampaignRequest = z.output<typeof CampaignRequestSchema>;

/** `POST /api/campaigns/import`: one post per CSV row (`date,network,brief`). */
export const CampaignImportSchema = z.object({
  csv: z
    .string({ error: C.csvRequired })
    .min(1, { error: C.csvRequired })
    .meta({ description: 'UTF-8 CSV with the header `date,network,brief`, up to 100 rows and 1 MB.' }),
  ...writingFields,
});
export type CampaignImport = z.output<typeof CampaignImportSchema>;

/** `PATCH /api/campaigns/{id}/posts/{postId}`: any of text, date and time. */
export const PostPatchSchema = z
  .object({
    text: multiLineText(MAX_POST_TEXT_LENGTH, {
      messages: {
        required: C.postTextRequired,
        tooLong: C.postTextTooLong,
        invalidCharacters: C.postTextInvalid,
      },
    })
      // Posts keep one kind of line break (what the networks and the exports expect).
      .overwrite((text) => text.replace(/\r\n?/g, '\n'))
      .optional(),
    date: CalendarDateSchema.optional(),
    time: LocalTimeSchema.optional(),
  })
  .refine((patch) => patch.text !== undefined || patch.date !== undefined || patch.time !== undefined, {
    error: C.patchEmpty,
  });
export type PostPatch = z.output<typeof PostPatchSchema>;
