import { z } from 'zod';
import { ANGLE_IDS } from '../campaigns/angles';
import { NetworkIdSchema } from './captions';
import { DateTimeSchema, LanguageSchema, UsageViewSchema } from './common';
import { PostPublicationSchema } from './publishing';
import { CampaignReviewCountSchema, PostReviewSchema } from './review';

/** One post of a campaign: a day, a suggested local time, a network, what it does, its text. */
export const PostSchema = z
  .object({
    id: z.string(),
    date: z.string().meta({ description: 'Local date, YYYY-MM-DD.' }),
    time: z.string().meta({ description: "Suggested local time, HH:MM, in the campaign's `timezone`." }),
    network: NetworkIdSchema,
    angle: z.enum(ANGLE_IDS).meta({ description: 'What this slot does in the campaign’s arc.' }),
    text: z.string().meta({ description: 'The post, ready to publish (its hashtags included).' }),
    hashtags: z.array(z.string()).meta({ description: 'The hashtags the text holds, without `#`.' }),
    length: z.number().int().min(0).meta({ description: "Length in the network's own unit." }),
    limit: z.number().int().min(1),
    publication: PostPublicationSchema.nullable().optional().meta({
      description:
        'Its latest publication to Bluesky or Mastodon (null: never published). Present in `GET /api/campaigns/{id}`.',
    }),
    review: PostReviewSchema.optional().meta({
      description:
        'What reviewers said through review links: its state and their comments. Present in `GET /api/campaigns/{id}`.',
    }),
  })
  .meta({ id: 'CampaignPost' });

const campaignFields = {
  id: z.string(),
  title: z.string(),
  text: z.string().meta({ description: 'The brief (for an import, the first row’s).' }),
  startDate: z.string().meta({ description: 'YYYY-MM-DD.' }),
  days: z.number().int().min(1),
  postsPerDay: z.number().int().min(1),
  networks: z.array(NetworkIdSchema),
  language: LanguageSchema,
  brandId: z.string().nullable(),
  timezone: z
    .string()
    .meta({ description: 'IANA time zone the posts’ times are in (the account’s, when written).' }),
  source: z.enum(['ai', 'basic']),
  emojis: z.boolean().meta({
    description: 'Whether the posts were written with emojis: an edit with emojis is refused when not.',
  }),
  hashtags: z.boolean().meta({
    description: 'Whether the posts were written with hashtags: an edit with hashtags is refused when not.',
  }),
  createdAt: DateTimeSchema,
};

/** A campaign with its posts in time order. */
export const CampaignSchema = z
  .object({ ...campaignFields, posts: z.array(PostSchema) })
  .meta({ id: 'Campaign' });

/** `POST /api/campaigns` and `/import` → 201: the campaign, the usage after it, and a notice if any. */
export const CampaignResultSchema = z
  .object({
    ...campaignFields,
    posts: z.array(PostSchema),
    notice: z.string().optional().meta({
      description:
        'Set when the AI service could not be reached (the basic generator wrote), or when slots failed and were given back.',
    }),
    usage: UsageViewSchema,
  })
  .meta({ id: 'CampaignResult' });

/** A campaign in a list: without its posts, with how many it holds. */
export const CampaignSummarySchema = z
  .object({
    ...campaignFields,
    postCount: z.number().int().min(0),
    review: CampaignReviewCountSchema.optional().meta({
      description: 'Its posts approved by reviewers (as they are now) out of all, e.g. 3 of 7.',
    }),
  })
  .meta({ id: 'CampaignSummary' });

/** `GET /api/campaigns`: newest first, keyset pages. */
export const CampaignPageSchema = z
  .object({ items: z.array(CampaignSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CampaignPage' });
