import { z } from 'zod';
import { MAX_ALT_TEXT, MAX_ALT_TEXT_SHORT } from '../captions/alt-text';
import { MAX_SLIDE_BODY, MAX_SLIDE_TITLE, MAX_SLIDES, MIN_SLIDES } from '../captions/carousel';
import { LENGTH_IDS, NETWORK_IDS, POST_TYPE_IDS, STYLE_IDS } from '../captions/options';
import { MAX_THREAD_POSTS } from '../captions/thread';
import { LanguageSchema, UsageViewSchema } from './common';

export const NetworkIdSchema = z.enum(NETWORK_IDS);

/** One finished caption: its text and its length as the network counts it. */
export const CaptionSchema = z
  .object({
    network: NetworkIdSchema,
    variant: z.number().int().min(1).meta({ description: '1-based.' }),
    text: z.string(),
    length: z.number().int().min(0).meta({ description: "Length in the network's own unit." }),
    limit: z.number().int().min(1),
    posts: z.array(z.string()).min(1).max(MAX_THREAD_POSTS).optional().meta({
      description:
        'A thread (format "thread"): its posts in order (2 to 10), each within `limit` by the network\'s counting; `text` is the posts joined by a blank line and `length` the longest post\'s.',
    }),
    slides: z
      .array(
        z.object({
          title: z.string().meta({ description: `At most ${MAX_SLIDE_TITLE} characters, on one line.` }),
          body: z.string().meta({ description: `At most ${MAX_SLIDE_BODY} characters.` }),
        }),
      )
      .min(MIN_SLIDES)
      .max(MAX_SLIDES)
      .optional()
      .meta({
        description:
          'A carousel (format "carousel"): 3 to 10 slides; `text` is the caption that goes with them.',
      }),
  })
  .meta({ id: 'Caption' });

/** `POST /api/functions/generate-captions` → 200 (and the stream's `result` event). */
export const GenerationResultSchema = z
  .object({
    source: z.enum(['ai', 'basic']),
    model: z.string().optional().meta({
      description: 'The model that wrote the captions (source "ai"): the configured one, or its fallback.',
    }),
    notice: z.string().optional().meta({
      description:
        'Set when the configured model could not answer: its fallback model or the basic generator wrote the captions.',
    }),
    captions: z.array(CaptionSchema),
    entryId: z.string().optional().meta({
      description:
        'The history entry the captions were saved as (for `PUT /api/history/{id}/alt-text`); absent only when a streamed result could not be stored.',
    }),
    altText: z.string().max(MAX_ALT_TEXT).optional().meta({
      description:
        'With a photo: its alt text (at most 1,000 characters; no hashtags or emoji), from the image when the model sees it, else from the description given, in the caption language.',
    }),
    altTextShort: z.string().max(MAX_ALT_TEXT_SHORT).optional().meta({
      description:
        'With a photo: a short alt text (at most 125 characters) for networks and screen readers that cut early.',
    }),
    usage: UsageViewSchema,
  })
  .meta({ id: 'GenerationResult' });

const option = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.object({ id: z.enum(ids), label: z.string() });

/** `GET /api/options`: every generator option with its label in the request's language. */
export const CaptionOptionsSchema = z
  .object({
    networks: z.array(
      z.object({
        id: NetworkIdSchema,
        label: z.string(),
        limits: z.object({
          maxLength: z.number().int(),
          unit: z.enum(['characters', 'x-weighted', 'threads', 'utf8-bytes', 'graphemes', 'mastodon']),
          maxBytes: z.number().int().nullable().meta({
            description: 'A second bound in UTF-8 bytes, where the network sets one (Bluesky: 3,000).',
          }),
          unitLabel: z.string(),
          maxHashtags: z.number().int().nullable(),
          verifiedAt: z.string(),
        }),
      }),
    ),
    postTypes: z.array(option(POST_TYPE_IDS)),
    styles: z.array(option(STYLE_IDS)),
    lengths: z.array(option(LENGTH_IDS)),
    languages: z.array(z.object({ id: LanguageSchema, label: z.string() })),
    variants: z.object({ min: z.number().int(), max: z.number().int() }),
    maxTextLength: z.number().int(),
    /** What this server's configuration offers (decision 0018). */
    features: z.object({
      ai: z.boolean().meta({ description: 'An AI model writes the captions (else the basic generator).' }),
      vision: z.boolean().meta({
        description:
          'The model sees photos: a photo may come without text. Without it a photo needs a description.',
      }),
    }),
  })
  .meta({ id: 'CaptionOptions' });

/** `POST /api/functions/rework-caption` → 200 (and the stream's `result` event). */
export const ReworkResultSchema = z
  .object({
    source: z.enum(['ai', 'basic']),
    model: z.string().optional().meta({ description: 'The model that rewrote the caption (source "ai").' }),
    notice: z.string().optional(),
    caption: CaptionSchema,
    usage: UsageViewSchema,
  })
  .meta({ id: 'ReworkResult' });
