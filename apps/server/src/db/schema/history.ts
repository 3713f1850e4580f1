import type { Caption, CaptionSource } from '@captia/shared';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** Binary data as a Buffer (PostgreSQL bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    captions: jsonb('captions').$type<Caption[]>().notNull(),
    source: text('source').$type<CaptionSource>().notNull(),
    /** A rework's original entry (the root of its versions); null for an entry of its own. */
    parentId: text('parent_id').references((): AnyPgColumn => captionsHistory.id, { onDelete: 'cascade' }),
    /** A small WebP of the photo the captions were written from (≤ 320 px), never the upload. */
    thumbnail: bytea('thumbnail'),
    /** The photo's alt text and its short form (a generation with a photo), as written or as edited since. */
    altText: jsonb('alt_text').$type<{ altText: string; altTextShort: string }>(),
    /** Lower-case, accent-free text of the brief and the captions, for search. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    index('captions_history_user_order_idx').on(table.userId, table.pinned, table.createdAt, table.id),
    index('captions_history_parent_idx').on(table.parentId),
  ],
);
