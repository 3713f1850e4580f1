import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values an install generates for itself on first start and keeps with its data (the
 * session-signing secret when BETTER_AUTH_SECRET is unset): every install has its own.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
