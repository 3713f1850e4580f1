import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';

export interface RateRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/**
 * Counts one attempt against `key` in a fixed window and says whether it is allowed.
 * One statement, so concurrent attempts on any number of instances cannot all slip
 * through on a stale read.
 */
export async function consumeRateLimit(db: AppDb, key: string, rule: RateRule): Promise<RateDecision> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.window})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.window})
                          then now() else rate_limits.window_start end
    returning count,
      greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.window}) - now()))))::int
        as retry_after`);
  const row = rows<{ count: number; retry_after: number }>(result)[0];
  const count = Number(row?.count ?? 1);
  return { allowed: count <= rule.max, retryAfterSeconds: Number(row?.retry_after ?? rule.window) };
}

/**
 * The per-address counters' keys (auth.routes.ts): built here only, so that an erased
 * account's counters can be found by their exact shape (see `forgetAddressRateLimits`).
 */
export const addressRateKeys = {
  account: (email: string, endpoint: string) => `account:${email}:${endpoint}`,
  accountPerIp: (email: string, ip: string, endpoint: string) => `account-ip:${email}:${ip}:${endpoint}`,
  /** What every key of the address starts with. */
  prefixes: (email: string) => [`account:${email}:`, `account-ip:${email}:`],
};

/**
 * Deletes the counters that hold this address. Whole segments only (`account:<address>:`),
 * never a substring: erasing ob@example.com must not reset bob@example.com's counters.
 */
export async function forgetAddressRateLimits(db: AppDb, email: string): Promise<void> {
  const [account, accountPerIp] = addressRateKeys.prefixes(email.trim().toLowerCase());
  await db.execute(
    sql`delete from rate_limits where starts_with(key, ${account}) or starts_with(key, ${accountPerIp})`,
  );
}

/**
 * The per-account counters keyed by the account's id (auth.routes.ts, auth.ts): signed-in limits
 * and the second-factor codes already used (decision 0038). Built here only, like the above.
 */
export const userRateKeys = {
  user: (userId: string, bucket: string) => `user:${userId}:${bucket}`,
  usedCode: (userId: string, code: string) => `totp-used:${userId}:${code}`,
  prefixes: (userId: string) => [`user:${userId}:`, `totp-used:${userId}:`],
};

/** Deletes the id-keyed counters of an account (erasure), whole segments only. */
export async function forgetUserRateLimits(db: AppDb, userId: string): Promise<void> {
  const [user, usedCode] = userRateKeys.prefixes(userId);
  await db.execute(
    sql`delete from rate_limits where starts_with(key, ${user}) or starts_with(key, ${usedCode})`,
  );
}

/** Drops the account's used-code records older than `seconds`: at most a few rows stay per account. */
export async function pruneUsedCodes(db: AppDb, userId: string, seconds: number): Promise<void> {
  const [, usedCode] = userRateKeys.prefixes(userId);
  await db.execute(
    sql`delete from rate_limits where starts_with(key, ${usedCode}) and window_start <= now() - make_interval(secs => ${seconds})`,
  );
}
