import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** Every successful generation: what was asked, what came back, and where from. */
export const captionsHistory = pgTable(
  'captions_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order, the tie-breaker when two entries share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    captions: jsonb('captions').$type<Record<string, unknown>[]>().notNull(),
    source: text('source').notNull(),
    /** Lower-case, accent-free text of the brief and the captions, for search. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    index('captions_history_user_order_idx').on(table.userId, table.pinned, table.createdAt, table.id),
  ],
);
