import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { billingEvents, subscriptions } from '../db/schema/index';
import { type SubscriptionState, subscriptionFromRow } from '../lib/subscription';

export async function subscriptionOf(db: AppDb, userId: string): Promise<SubscriptionState | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ? subscriptionFromRow(row) : null;
}

/**
 * Records the provider's state of a subscription. Stripe webhooks, check-subscription and
 * the sandbox all end here, so every path changes the same row the same way.
 */
export async function applySubscription(db: AppDb, state: SubscriptionState): Promise<void> {
  const values = {
    userId: state.userId,
    provider: state.provider,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    tier: state.tier,
    status: state.status,
    billingInterval: state.interval,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** Marks a webhook event as applied; false when it already was (a duplicate delivery). */
export async function markEventApplied(db: AppDb, eventId: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return inserted.length > 0;
}

export async function eventSeen(db: AppDb, eventId: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from billing_events where event_id = ${eventId}`);
  return ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])).length > 0;
}

export async function userExists(db: AppDb, userId: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from usuarios where id = ${userId}`);
  return ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])).length > 0;
}
