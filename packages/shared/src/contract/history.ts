import { z } from 'zod';
import { ALT_TEXT_KEYS, MAX_ALT_TEXT, MAX_ALT_TEXT_SHORT } from '../captions/alt-text';
import { multiLineText } from '../schemas/text';
import { CaptionSchema } from './captions';
import { DateTimeSchema } from './common';
import { PostPublicationSchema } from './publishing';

/**
 * A photo's alt text as saved with its entry (written with the captions, or edited since), and
 * what `PUT /api/history/{id}/alt-text` takes: the user's own words, within the same bounds.
 */
export const AltTextSchema = z
  .object({
    altText: multiLineText(MAX_ALT_TEXT, {
      messages: {
        required: ALT_TEXT_KEYS.required,
        tooLong: ALT_TEXT_KEYS.tooLong,
        invalidCharacters: ALT_TEXT_KEYS.invalid,
      },
    }),
    altTextShort: multiLineText(MAX_ALT_TEXT_SHORT, {
      min: 0,
      messages: { tooLong: ALT_TEXT_KEYS.shortTooLong, invalidCharacters: ALT_TEXT_KEYS.invalid },
    }),
  })
  .strict()
  .meta({ id: 'AltText' });

/**
 * A saved caption, with the latest publication made from it (`POST /api/publish` naming its entry
 * and variant), in the shape a campaign's post carries it; absent or null when none was.
 */
export const HistoryCaptionSchema = CaptionSchema.extend({
  publication: PostPublicationSchema.nullable().optional().meta({
    description: 'Its latest publication: scheduled, publishing, published (URL) or failed (reason).',
  }),
}).meta({ id: 'HistoryCaption' });

const entryFields = {
  id: z.string(),
  createdAt: DateTimeSchema,
  pinned: z.boolean(),
  request: z.record(z.string(), z.unknown()).meta({ description: 'The request as it was made.' }),
  captions: z.array(HistoryCaptionSchema),
  source: z.enum(['ai', 'basic']),
};

/** A rework saved as a version of an entry: `request` is the rework (`action`, `network`…). */
export const HistoryVersionSchema = z.object(entryFields).meta({ id: 'HistoryVersion' });

/** One saved generation: the request as it was made, the captions that came back, and its reworks. */
export const HistoryEntrySchema = z
  .object({
    ...entryFields,
    altText: AltTextSchema.nullable().meta({
      description: "The photo's alt text (an entry written from a photo), as written or as edited since.",
    }),
    thumbnail: z.string().nullable().meta({
      description:
        'Where the thumbnail of the photo the captions were written from is served (`GET`, the owner only); null without a photo.',
    }),
    versions: z.array(HistoryVersionSchema).meta({ description: 'Reworks of this entry, oldest first.' }),
  })
  .meta({ id: 'HistoryEntry' });

/** `GET /api/history?q=&cursor=`: pinned first, then newest first, keyset pages. */
export const HistoryPageSchema = z
  .object({ items: z.array(HistoryEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'HistoryPage' });
