import { z } from 'zod';
import { DateTimeSchema, TierSchema } from './common';

export const AdminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    plan: TierSchema,
    banned: z.boolean(),
    createdAt: DateTimeSchema,
    usage: z.object({ daily: z.number().int(), monthly: z.number().int() }),
  })
  .meta({ id: 'AdminUser' });

/** `GET /api/admin/users?q=&page=`. */
export const AdminUserPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    users: z.array(AdminUserSchema),
  })
  .meta({ id: 'AdminUserPage' });

/** `PATCH /api/admin/users/:id`. */
export const AdminChangeSchema = z
  .object({
    role: z.enum(['user', 'admin']).optional(),
    plan: TierSchema.optional(),
    banned: z.boolean().optional(),
  })
  .strict();

export const AdminActionSchema = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: DateTimeSchema,
});

/** `GET /api/admin/actions`: the audit log, newest first. */
export const AdminActionListSchema = z
  .object({ actions: z.array(AdminActionSchema) })
  .meta({ id: 'AdminActions' });

/** One day's model calls for one provider, model and plan (docs/decisions/0032). */
export const ModelUsageRowSchema = z
  .object({
    /** The day, in UTC (YYYY-MM-DD). */
    date: z.string(),
    provider: z.string(),
    model: z.string(),
    plan: TierSchema,
    calls: z.number().int(),
    /** Calls that failed and were answered by another model or the basic generator. */
    fallbacks: z.number().int(),
    /** Calls that failed with nothing else answering (the user got an error). */
    failures: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    /** Captions these calls delivered. */
    captions: z.number().int(),
    /** Estimated, in `currency`, at the prices configured when each call was made. */
    cost: z.number(),
  })
  .meta({ id: 'ModelUsageRow' });

/** `GET /api/admin/models`: what the models did and cost, per day, provider, model and plan. */
export const ModelUsageSchema = z
  .object({
    days: z.number().int(),
    /** The currency of `cost` (AI_PRICES_CURRENCY). */
    currency: z.string(),
    rows: z.array(ModelUsageRowSchema),
  })
  .meta({ id: 'ModelUsage' });
export type ModelUsageRow = z.infer<typeof ModelUsageRowSchema>;
export type ModelUsage = z.infer<typeof ModelUsageSchema>;
