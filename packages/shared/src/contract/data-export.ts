import { z } from 'zod';
import { BrandSchema } from '../brands/schema';
import { SubscriptionStatusSchema } from './account';
import { CampaignSchema } from './campaigns';
import { DateTimeSchema, LanguageSchema, TierSchema, UsageViewSchema } from './common';
import { HistoryEntrySchema } from './history';
import { ApiKeySchema } from './keys';
import { PasskeySchema } from './passkeys';

/** One history entry in the export: as `GET /api/history` lists it, its photo's thumbnail inline. */
export const ExportHistoryEntrySchema = HistoryEntrySchema.extend({
  thumbnail: z.string().nullable().meta({
    description: 'The thumbnail of the photo as a `data:image/webp;base64,…` URL; null without a photo.',
  }),
}).meta({ id: 'ExportHistoryEntry' });

/**
 * `GET /api/me/export`: everything the account holds, as one JSON file (LGPD art. 18, GDPR
 * art. 15 and 20). API keys by name, prefix and dates only: never a secret or its hash; passkeys
 * by name and dates, never their key material.
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
    campaigns: z.array(CampaignSchema).meta({ description: 'Newest first, each with its posts.' }),
    history: z.array(ExportHistoryEntrySchema).meta({ description: 'Oldest first, each with its reworks.' }),
  })
  .meta({ id: 'DataExport' });
