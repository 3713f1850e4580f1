import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary data as a Buffer (PostgreSQL bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What another app shared into CaptIA (`POST /share`), kept for minutes between that POST and
 * the generator reading it (decision 0054). In the database, not the process: the redirected
 * request may reach another instance. Keyed by the SHA-256 of the unguessable id the browser
 * holds, so a copy of the table names no live share; no account: a signed-out user may share.
 */
export const sharedItems = pgTable(
  'shared_items',
  {
    idHash: text('id_hash').primaryKey(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    url: text('url').notNull().default(''),
    image: bytea('image'),
    imageType: text('image_type'),
    /** Why a shared file was not kept (`notImage`, `tooLarge`), for the generator to say so. */
    imageRefused: text('image_refused'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('shared_items_expires_at_idx').on(table.expiresAt)],
);
