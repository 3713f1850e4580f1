import { z } from 'zod';
import { CaptionSchema } from './captions';
import { DateTimeSchema } from './common';

const entryFields = {
  id: z.string(),
  createdAt: DateTimeSchema,
  pinned: z.boolean(),
  request: z.record(z.string(), z.unknown()).meta({ description: 'The request as it was made.' }),
  captions: z.array(CaptionSchema),
  source: z.enum(['ai', 'basic']),
};

/** A rework saved as a version of an entry: `request` is the rework (`action`, `network`…). */
export const HistoryVersionSchema = z.object(entryFields).meta({ id: 'HistoryVersion' });

/** One saved generation: the request as it was made, the captions that came back, and its reworks. */
export const HistoryEntrySchema = z
  .object({
    ...entryFields,
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
