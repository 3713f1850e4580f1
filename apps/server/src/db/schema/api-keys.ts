import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * API keys of paid accounts. The secret is shown once, at creation; only its SHA-256 is kept
 * (docs/decisions/0014): a key is 256 random bits, so a fast hash cannot be reversed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, shown in the list so the owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId, table.createdAt)],
);
