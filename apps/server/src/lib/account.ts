import type { BrandVoice } from '@captia/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { Grouped } from '../db/grouped';
import { perDatabase } from '../db/per-database';
import {
  authVerifications,
  brands,
  mailOutbox,
  subscriptions,
  userRoles,
  usersUsage,
  usuarios,
} from '../db/schema/index';
import type { PlanSource } from './plan';
import { forgetAddressRateLimits, forgetUserRateLimits } from './rate-limit';
import { type SubscriptionState, subscriptionFromRow } from './subscription';

/*
 * The account as every feature reads it: loaded for a request (all of it, or what a generation
 * needs together with its brand voice), its role and display name, and what is erased with it.
 * Its rows are written by sign-up (auth), the profile (me), admin and billing.
 */

export type Role = 'user' | 'admin';

/**
 * The profile's columns a request reads. Not the password hash, the picture, the sign-up
 * language, the ban or the update time: signed-in `GET /api/me` is this read on every request,
 * and mapping each column of the row was a tenth of that route's CPU (decision 0028).
 */
const PROFILE = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  emailVerified: usuarios.emailVerified,
  twoFactorEnabled: usuarios.twoFactorEnabled,
  language: usuarios.language,
  timezone: usuarios.timezone,
  complimentaryPlan: usuarios.complimentaryPlan,
  createdAt: usuarios.createdAt,
};

export interface Account {
  profile: Pick<typeof usuarios.$inferSelect, keyof typeof PROFILE>;
  role: Role;
  usage: typeof usersUsage.$inferSelect | null;
  subscription: SubscriptionState | null;
}

function prepareAccountQuery(db: AppDb) {
  return db
    .select({ profile: PROFILE, role: userRoles.role, usage: usersUsage, subscription: subscriptions })
    .from(usuarios)
    .leftJoin(userRoles, eq(userRoles.userId, usuarios.id))
    .leftJoin(usersUsage, eq(usersUsage.userId, usuarios.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, usuarios.id))
    .where(eq(usuarios.id, sql.placeholder('userId')))
    .prepare('load_account');
}

/** The same read for several accounts at once; `position` says which asked id a row answers. */
function prepareAccountsQuery(db: AppDb) {
  const asked = sql`unnest(${sql.placeholder('userIds')}::text[]) with ordinality as asked(user_id, position)`;
  return db
    .select({
      position: sql<number>`asked.position`.mapWith(Number),
      profile: PROFILE,
      role: userRoles.role,
      usage: usersUsage,
      subscription: subscriptions,
    })
    .from(asked)
    .innerJoin(usuarios, sql`${usuarios.id} = asked.user_id`)
    .leftJoin(userRoles, eq(userRoles.userId, usuarios.id))
    .leftJoin(usersUsage, eq(usersUsage.userId, usuarios.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, usuarios.id))
    .prepare('load_accounts');
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof prepareAccountQuery>['execute']>>[number];

/**
 * Per database handle: the statements are built once (not rebuilt on each request, and
 * PostgreSQL parses them once per connection, as named statements), and the reads grouped
 * (Grouped: the reads that come while one is under way go together, one round trip for them
 * all), as the generations' account reads are. Signed-in `GET /api/me` is this one read per
 * request: under load, a round trip each (a pool checkout, Bind/Describe/Execute, a row
 * description parsed again) was most of what it cost beyond `/api/health` (decision 0028).
 * A read still starts after it is asked for (a group under way is not joined), so a request
 * reads what it wrote before.
 */
const accountReads = perDatabase((db) => {
  const one = prepareAccountQuery(db);
  const many = prepareAccountsQuery(db);
  return new Grouped<string, AccountRow | null>({
    one: async (userId) => (await one.execute({ userId }))[0] ?? null,
    many: async (userIds) => {
      const rows = await many.execute({ userIds });
      const answers: (AccountRow | null)[] = userIds.map(() => null);
      for (const { position, ...row } of rows) answers[position - 1] = row;
      return answers;
    },
  });
});

function accountOf(row: AccountRow): Account {
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
 * subscription — in one query: the hot path (`/api/me`, each generation) pays one round trip,
 * shared with the other reads under way (see `accountReads`).
 */
export async function loadAccount(db: AppDb, userId: string): Promise<Account | null> {
  const row = await accountReads(db).add(userId);
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

/**
 * docs/product.md, Accounts and roles: the display name is usuarios.nome, then the name given
 * at sign-up, then the part of the e-mail before the at-sign.
 */
export function displayName(input: {
  nome?: string | null;
  signUpName?: string | null;
  email: string;
}): string {
  const candidates = [input.nome, input.signUpName];
  for (const candidate of candidates) if (candidate?.trim()) return candidate.trim();
  return input.email.split('@')[0] ?? input.email;
}

/** Whether the account has two-factor sign-in on (Better Auth's two-factor plugin, decision 0038). */
export async function twoFactorOn(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: usuarios.twoFactorEnabled })
    .from(usuarios)
    .where(eq(usuarios.id, userId));
  return row?.on === true;
}

/** docs/product.md, Accounts and roles: 'user' applies whenever the lookup fails. */
export async function roleOf(db: AppDb, userId: string, onError?: (error: unknown) => void): Promise<Role> {
  try {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return row?.role === 'admin' ? 'admin' : 'user';
  } catch (error) {
    onError?.(error);
    return 'user';
  }
}

/**
 * What a deleted account leaves outside the rows that cascade from `usuarios` (sessions,
 * credentials, API keys, history, brands, usage, role, subscription), erased with it:
 * - Better Auth's one-time values that name it: a password reset's (and a delete-account
 *   token's) value is the user id; an OAuth state's JSON may carry the id or the address.
 *   E-mail verification links are signed tokens with no row (they die with the account: the
 *   link finds no user).
 * - the local outbox's mails to the address (they hold reset and verification links);
 * - the abuse counters keyed by the address.
 * Matches are exact (whole value, quoted JSON string, key segment), never substrings.
 * Both deletion paths call it: the owner's (Better Auth's afterDelete) and the admin's.
 */
export async function forgetAccount(db: AppDb, user: { id: string; email: string }): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const names = [user.id.toLowerCase(), email];
  await db
    .delete(authVerifications)
    .where(
      or(
        inArray(sql`lower(${authVerifications.value})`, names),
        inArray(sql`lower(${authVerifications.identifier})`, names),
        ...names.map(
          (name) => sql`position(${JSON.stringify(name)} in lower(${authVerifications.value})) > 0`,
        ),
      ),
    );
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
  await forgetAddressRateLimits(db, email);
  await forgetUserRateLimits(db, user.id);
}
