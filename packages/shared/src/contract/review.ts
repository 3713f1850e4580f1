import { z } from 'zod';
import { multiLineText, singleLineText } from '../schemas/text';
import { NetworkIdSchema } from './captions';
import { DateTimeSchema } from './common';

/*
 * Review links (docs/decisions/0058): a campaign shown to a client or a boss, who approves each
 * post or asks for changes without an account.
 */

export const REVIEW_STATES = ['pending', 'approved', 'changes'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_LINK_DAYS = { min: 1, max: 30, default: 14 } as const;
export const MAX_REVIEW_COMMENT = 2000;
export const MAX_REVIEWER_NAME = 80;
/** Links a campaign may have at once (expired ones count until revoked). */
export const MAX_REVIEW_LINKS = 20;

/** `POST /api/campaigns/{id}/review-links`. */
export const CreateReviewLinkSchema = z
  .object({
    expiresInDays: z
      .number()
      .int()
      .min(REVIEW_LINK_DAYS.min)
      .max(REVIEW_LINK_DAYS.max)
      .default(REVIEW_LINK_DAYS.default)
      .meta({ description: 'Days the link works, 1 to 30; 14 when absent.' }),
    allowComments: z.boolean().default(true).meta({ description: 'Whether reviewers may write a comment.' }),
  })
  .strict();

const linkFields = {
  id: z.string(),
  allowComments: z.boolean(),
  expiresAt: DateTimeSchema,
  createdAt: DateTimeSchema,
};

/** A review link as listed: never its token (only its hash is kept). */
export const ReviewLinkSchema = z.object({ ...linkFields, expired: z.boolean() }).meta({ id: 'ReviewLink' });

/** `POST …/review-links` → 201: the one answer that holds the link's URL. */
export const CreatedReviewLinkSchema = z
  .object({
    ...linkFields,
    url: z.string().meta({ description: 'The page to send the reviewer: `/review/{token}`. Shown once.' }),
  })
  .meta({ id: 'CreatedReviewLink' });

export const ReviewLinkListSchema = z
  .object({ items: z.array(ReviewLinkSchema) })
  .meta({ id: 'ReviewLinkList' });

/** A reviewer's word on a post, as its owner reads it. */
export const ReviewCommentSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().nullable(),
    reviewerName: z.string(),
    at: DateTimeSchema,
    current: z
      .boolean()
      .meta({ description: 'Made on the post as it is now (false: the post was edited since).' }),
  })
  .meta({ id: 'ReviewComment' });

/** A post's review for its owner: its state and what reviewers said, newest first (at most 20). */
export const PostReviewSchema = z
  .object({
    state: z.enum(REVIEW_STATES).meta({
      description: 'The latest decision on the post as it is now; `pending` when none, or when edited since.',
    }),
    comments: z.array(ReviewCommentSchema),
  })
  .meta({ id: 'PostReview' });

/** A campaign's posts approved (as they are now) out of all. */
export const CampaignReviewCountSchema = z
  .object({ approved: z.number().int().min(0), total: z.number().int().min(0) })
  .meta({ id: 'CampaignReviewCount' });

/** `GET /api/review/{token}`: what a reviewer sees, and nothing else of the owner's. */
export const PublicReviewSchema = z
  .object({
    campaign: z.object({
      title: z.string(),
      startDate: z.string().meta({ description: 'YYYY-MM-DD.' }),
      days: z.number().int().min(1),
      timezone: z.string().meta({ description: 'The time zone the posts’ times are in.' }),
    }),
    allowComments: z.boolean(),
    expiresAt: DateTimeSchema,
    posts: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        time: z.string(),
        network: NetworkIdSchema,
        text: z.string(),
        hashtags: z.array(z.string()),
        length: z.number().int().min(0),
        limit: z.number().int().min(1),
        state: z.enum(REVIEW_STATES),
        version: DateTimeSchema.meta({
          description: 'The post’s version (when it was last changed): sent back with a decision.',
        }),
      }),
    ),
  })
  .meta({ id: 'PublicReview' });

/** `POST /api/review/{token}/posts/{postId}/decision`. */
export const ReviewDecisionBodySchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    comment: multiLineText(MAX_REVIEW_COMMENT, { min: 0, invisible: 'refuse' }).optional(),
    reviewerName: singleLineText(MAX_REVIEWER_NAME),
    version: z.iso.datetime({ offset: true }).max(40).meta({
      description:
        'The `version` of the post as the reviewer read it; 409 `review_post_changed` when the post has changed since.',
    }),
  })
  .strict();

export const ReviewDecisionResultSchema = z
  .object({ postId: z.string(), state: z.enum(REVIEW_STATES), at: DateTimeSchema })
  .meta({ id: 'ReviewDecisionResult' });

/** The unseen reviews the header counts at most (the bell says "99+"). */
export const MAX_UNSEEN_REVIEW_NOTICES = 99;
/** The latest decisions `GET /api/review-notices` lists. */
export const REVIEW_NOTICES_LISTED = 20;

/** A decision on one of the account's campaigns, as the header's notices list it. */
export const ReviewNoticeSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    campaignTitle: z.string(),
    postId: z.string(),
    postDate: z.string().nullable().meta({
      description:
        'When the post is planned, as the planner’s calendar shows it: `YYYY-MM-DDTHH:MM` in the campaign’s time zone.',
    }),
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().nullable(),
    reviewerName: z.string(),
    createdAt: DateTimeSchema.meta({
      description: 'When it was decided, with the database’s microseconds (send it back as `until`).',
    }),
    unseen: z.boolean().meta({ description: 'Decided after the account last marked its notices seen.' }),
  })
  .meta({ id: 'ReviewNotice' });

/** `GET /api/review-notices`. */
export const ReviewNoticeListSchema = z
  .object({
    unseen: z
      .number()
      .int()
      .min(0)
      .max(MAX_UNSEEN_REVIEW_NOTICES)
      .meta({
        description: `Decisions not yet seen, on every campaign of the account; at most ${MAX_UNSEEN_REVIEW_NOTICES} (shown “${MAX_UNSEEN_REVIEW_NOTICES}+”).`,
      }),
    items: z
      .array(ReviewNoticeSchema)
      .meta({ description: `The latest ${REVIEW_NOTICES_LISTED}, newest first.` }),
  })
  .meta({ id: 'ReviewNoticeList' });

/** `POST /api/review-notices/seen`. */
export const ReviewNoticesSeenSchema = z
  .object({
    until: z.iso
      .datetime({ offset: true })
      .max(40)
      // Years before 2000 are no review's (and year 0 is not PostgreSQL's): a 400, never the database's error.
      .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1))
      .meta({
        description:
          'The newest notice read (its `createdAt`): every decision up to it is seen. A time after the ' +
          'server’s clock counts as now, so later decisions stay unseen.',
      }),
  })
  .strict();

export const ReviewNoticesSeenResultSchema = z
  .object({ unseen: z.number().int().min(0).max(MAX_UNSEEN_REVIEW_NOTICES) })
  .meta({ id: 'ReviewNoticesSeen' });
