import { eq, sql } from 'drizzle-orm';
import { subscriptionFromRow } from '../billing/billing.service';
import type { SubscriptionState } from '../billing/billing.types';
import type { AppDb } from '../db/client';
import { subscriptions, userRoles, usersUsage, usuarios } from '../db/schema/index';

export interface Account {
  profile: typeof usuarios.$inferSelect;
  role: 'user' | 'admin';
  usage: typeof usersUsage.$inferSelect | null;
  subscription: SubscriptionState | null;
}

function prepareAccountQuery(db: AppDb) {
  return db
    .select({ profile: usuarios, role: userRoles.role, usage: usersUsage, subscription: subscriptions })
    .from(usuarios)
    .leftJoin(userRoles, eq(userRoles.userId, usuarios.id))
    .leftJoin(usersUsage, eq(usersUsage.userId, usuarios.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, usuarios.id))
    .where(eq(usuarios.id, sql.placeholder('userId')))
    .prepare('load_account');
}

// Built once per database handle (a transaction is a handle of its own): the query is not
// rebuilt on each request, and PostgreSQL parses it once per connection (a named statement).
const accountQueries = new WeakMap<AppDb, ReturnType<typeof prepareAccountQuery>>();

/**
 * Everything a request needs to know about its user — profile, role, usage row and
 * subscription — in one query: the hot path (`/api/me`, each generation) pays one round trip.
 */
export async function loadAccount(db: AppDb, userId: string): Promise<Account | null> {
  let query = accountQueries.get(db);
  if (!query) {
    query = prepareAccountQuery(db);
    accountQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return null;
  return {
    profile: row.profile,
    // docs/product.md, Accounts and roles: 'user' unless the role record says otherwise.
    role: row.role === 'admin' ? 'admin' : 'user',
    usage: row.usage,
    subscription: row.subscription ? subscriptionFromRow(row.subscription) : null,
  };
}
