import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** One subscription per user, as last reported by the payment provider (Stripe or the sandbox). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id').notNull(),
    tier: text('tier').notNull(),
    /** Provider status: active, trialing, past_due, canceled, incomplete, unpaid… */
    status: text('status').notNull(),
    billingInterval: text('billing_interval').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_subscription_id_idx').on(table.subscriptionId)],
);

/** Webhook events already applied: a delivery seen twice is applied once. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
