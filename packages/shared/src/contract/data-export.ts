import { z } from 'zod';
import { BrandSchema } from '../brands/schema';
import { SubscriptionStatusSchema } from './account';
import { CampaignSchema } from './campaigns';
import { DateTimeSchema, LanguageSchema, TierSchema, UsageViewSchema } from './common';
import { HistoryEntrySchema } from './history';
import { ApiKeySchema } from './keys';
import { PasskeySchema } from './passkeys';
import { REVIEW_DECISIONS, ReviewLinkSchema } from './review';
import { WebhookSchema } from './webhooks';

/** One history entry in the export: as `GET /api/history` lists it, its photo's thumbnail inline. */
export const ExportHistoryEntrySchema = HistoryEntrySchema.extend({
  thumbnail: z.string().nullable().meta({
    description: 'The thumbnail of the photo as a `data:image/webp;base64,…` URL; null without a photo.',
  }),
}).meta({ id: 'ExportHistoryEntry' });

/** A review link in the export: as its campaign lists it, with the campaign's id; never a token. */
export const ExportReviewLinkSchema = ReviewLinkSchema.extend({ campaignId: z.string() }).meta({
  id: 'ExportReviewLink',
});

/** A reviewer's decision on a post of one of the account's campaigns, as recorded. */
export const ExportReviewDecisionSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    postId: z.string(),
    linkId: z
      .string()
      .nullable()
      .meta({ description: 'The review link it came through; null once revoked.' }),
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().nullable(),
    reviewerName: z.string(),
    postUpdatedAt: DateTimeSchema.meta({ description: 'The version of the post it was made on.' }),
    createdAt: DateTimeSchema,
  })
  .meta({ id: 'ExportReviewDecision' });

/**
 * `GET /api/me/export`: everything the account holds, as one JSON file (LGPD art. 18, GDPR
 * art. 15 and 20). API keys by name, prefix and dates only: never a secret or its hash; passkeys
 * by name and dates, never their key material; webhook endpoints without their signing secret;
 * review links without their token (only its hash is kept, and it is not exported).
 */
export const DataExportSchema = z
  .object({
    format: z.literal('captia-export'),
    version: z.literal(1),
    exportedAt: DateTimeSchema,
    account: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      language: LanguageSchema.nullable(),
      timezone: z.string().nullable(),
      plan: TierSchema,
      createdAt: DateTimeSchema,
    }),
    subscription: SubscriptionStatusSchema,
    usage: UsageViewSchema,
    brands: z.array(BrandSchema),
    apiKeys: z.array(ApiKeySchema),
    passkeys: z.array(PasskeySchema).meta({ description: 'Names and dates only: never key material.' }),
    webhooks: z.array(WebhookSchema).meta({ description: 'Webhook endpoints: never their signing secret.' }),
    campaigns: z.array(CampaignSchema).meta({ description: 'Newest first, each with its posts.' }),
    reviewLinks: z
      .array(ExportReviewLinkSchema)
      .meta({ description: 'The campaigns’ review links, oldest first: never their token.' }),
    reviewDecisions: z
      .array(ExportReviewDecisionSchema)
      .meta({ description: 'What reviewers decided on the campaigns’ posts, oldest first.' }),
    history: z.array(ExportHistoryEntrySchema).meta({ description: 'Oldest first, each with its reworks.' }),
  })
  .meta({ id: 'DataExport' });
