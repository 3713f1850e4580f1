import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails written by the local outbox adapter (the default without SMTP). Readable at
 * GET /api/dev/outbox and /dev/mailbox outside production.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two mails can share a timestamp (PGlite's clock is coarse). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
