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
