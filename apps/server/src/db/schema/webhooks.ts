import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Where an account's events are posted (docs/decisions/0058). `secret` is sealed like the
 * publishing connections' (AES-256-GCM): it signs every delivery, and is shown only once.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a delivery failed for a day: nothing more is sent until it is made again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Deliveries: the queue the dispatcher claims (FOR UPDATE SKIP LOCKED under a lease, as the
 * publications are) and their record (the last 50 per endpoint are kept). `payload` is the
 * exact body signed and sent, so every retry sends the same bytes under the same id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    state: text('state').$type<'pending' | 'delivering' | 'delivered' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The receiver's last HTTP status (0: no answer). */
    status: integer('status'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Attempt history in short: each try's time and status. */
    tries: jsonb('tries').$type<{ at: string; status: number }[]>().notNull().default([]),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.state, table.dueAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);
