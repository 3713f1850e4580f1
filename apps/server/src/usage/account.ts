import type { BrandVoice } from '@captia/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import { subscriptionFromRow } from '../billing/billing.service';
import type { SubscriptionState } from '../billing/billing.types';
import type { AppDb } from '../db/client';
import { Grouped } from '../db/grouped';
import { perDatabase } from '../db/per-database';
import { brands, subscriptions, userRoles, usersUsage, usuarios } from '../db/schema/index';
import type { PlanSource } from './usage.service';

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

// Built once per database handle: the query is not rebuilt on each request, and PostgreSQL
// parses it once per connection (a named statement).
const accountQuery = perDatabase(prepareAccountQuery);

function accountOf(row: {
  profile: typeof usuarios.$inferSelect;
  role: string | null;
  usage: typeof usersUsage.$inferSelect | null;
  subscription: typeof subscriptions.$inferSelect | null;
}): Account {
  return {
    profile: row.profile,
    // docs/product.md, Accounts and roles: 'user' unless the role record says otherwise.
    role: row.role === 'admin' ? 'admin' : 'user',
    usage: row.usage,
    subscription: row.subscription ? subscriptionFromRow(row.subscription) : null,
  };
}

/**
 * Everything a request needs to know about its user — profile, role, usage row and
 * subscription — in one query: the hot path (`/api/me`, each generation) pays one round trip.
 */
export async function loadAccount(db: AppDb, userId: string): Promise<Account | null> {
  const [row] = await accountQuery(db).execute({ userId });
  return row ? accountOf(row) : null;
}

/**
 * What generations need of their accounts, for several at once: `asked` pairs each user with the
 * brand asked for (null: the default), and `position` says which pair a row answers.
 */
function prepareGenerationQuery(db: AppDb) {
  const asked = sql`unnest(${sql.placeholder('userIds')}::text[], ${sql.placeholder('brandIds')}::text[])
    with ordinality as asked(user_id, brand_id, position)`;
  // Only what a generation reads (the plan, the usage row, the voice): fewer columns to send,
  // parse and map on the hot path than the whole account (decision 0022).
  return (
    db
      .select({
        position: sql<number>`asked.position`.mapWith(Number),
        complimentaryPlan: usuarios.complimentaryPlan,
        timezone: usuarios.timezone,
        usage: usersUsage,
        subscription: subscriptions,
        brand: {
          name: brands.name,
          description: brands.description,
          audience: brands.audience,
          callToAction: brands.callToAction,
          wordsToAvoid: brands.wordsToAvoid,
          hashtags: brands.hashtags,
          samples: brands.samples,
          traits: brands.traits,
        },
      })
      .from(asked)
      .innerJoin(usuarios, sql`${usuarios.id} = asked.user_id`)
      .leftJoin(usersUsage, eq(usersUsage.userId, usuarios.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, usuarios.id))
      // The brand asked for, if it is the account's own; else the account's default (one at most:
      // ids are unique, and so is the default of an account).
      .leftJoin(
        brands,
        and(
          eq(brands.userId, usuarios.id),
          or(
            and(sql`asked.brand_id is null`, eq(brands.isDefault, true)),
            sql`${brands.id} = asked.brand_id`,
          ),
        ),
      )
      .prepare('load_generation_accounts')
  );
}

type GenerationRow = Awaited<ReturnType<ReturnType<typeof prepareGenerationQuery>['execute']>>[number];
type Asked = { userId: string; brandId: string | null };

/**
 * Per database handle: the generations' account reads, grouped (Grouped: the reads that come
 * while one is under way go together, one round trip for them all).
 */
const generationReads = perDatabase((db) => {
  const query = prepareGenerationQuery(db);
  const many = async (inputs: Asked[]) => {
    const rows = await query.execute({
      userIds: inputs.map((input) => input.userId),
      brandIds: inputs.map((input) => input.brandId),
    });
    const answers: (GenerationRow | null)[] = inputs.map(() => null);
    for (const row of rows) answers[row.position - 1] = row;
    return answers;
  };
  return new Grouped<Asked, GenerationRow | null>({
    one: async (input) => (await many([input]))[0] ?? null,
    many,
  });
});

/** What a generation needs of its account: what its plan is made of, and its usage row. */
export interface GenerationAccount extends PlanSource {
  usage: typeof usersUsage.$inferSelect | null;
}

/**
 * The account's plan and usage row and, in the same round trip, the voice a generation uses:
 * the brand asked for (the owner's, else 'not_found'), or the account's default brand, or none
 * (as `resolveVoice`). The hot path of every generation and rework.
 */
export async function loadAccountAndVoice(
  db: AppDb,
  userId: string,
  brandId: string | undefined,
): Promise<{ account: GenerationAccount; brand: BrandVoice | null | 'not_found' } | null> {
  const row = await generationReads(db).add({ userId, brandId: brandId ?? null });
  if (!row) return null;
  const brand = row.brand ? row.brand : brandId ? ('not_found' as const) : null;
  return {
    account: {
      profile: { complimentaryPlan: row.complimentaryPlan, timezone: row.timezone },
      usage: row.usage,
      subscription: row.subscription ? subscriptionFromRow(row.subscription) : null,
    },
    brand,
  };
}
