import type { BrandTraits } from '@captia/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** Brand voices: who writes, for whom, how (traits measured from the samples when saved). */
export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    audience: text('audience').notNull().default(''),
    callToAction: text('call_to_action').notNull().default(''),
    wordsToAvoid: jsonb('words_to_avoid').$type<string[]>().notNull().default([]),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    samples: jsonb('samples').$type<string[]>().notNull().default([]),
    traits: jsonb('traits').$type<BrandTraits>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brands_user_idx').on(table.userId, table.createdAt),
    // At most one default per account, whatever the races.
    uniqueIndex('brands_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
