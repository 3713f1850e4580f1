import { isTier, type ModelUsageRow } from '@captia/shared';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { modelCalls } from '../db/schema';

/**
 * The model calls of the last `days` days (today, in UTC, included), summed per day, provider,
 * model and plan, oldest first: what the admin's Models view charts. Every account's calls are
 * summed together; no row names a user.
 */
export async function modelUsage(db: AppDb, days: number, now: Date = new Date()): Promise<ModelUsageRow[]> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const day = sql<string>`to_char(${modelCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      provider: modelCalls.provider,
      model: modelCalls.model,
      plan: modelCalls.plan,
      calls: sql<number>`count(*)::int`,
      fallbacks: sql<number>`(count(*) filter (where ${modelCalls.outcome} = 'fell_back'))::int`,
      failures: sql<number>`(count(*) filter (where ${modelCalls.outcome} = 'failed'))::int`,
      inputTokens: sql<number>`coalesce(sum(${modelCalls.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${modelCalls.outputTokens}), 0)::int`,
      captions: sql<number>`coalesce(sum(${modelCalls.captions}), 0)::int`,
      cost: sql<string>`coalesce(sum(${modelCalls.cost}), 0)`,
    })
    .from(modelCalls)
    .where(sql`${modelCalls.createdAt} >= ${since.toISOString()}`)
    .groupBy(day, modelCalls.provider, modelCalls.model, modelCalls.plan)
    .orderBy(day, modelCalls.provider, modelCalls.model, modelCalls.plan);
  return rows.map((row) => ({
    ...row,
    plan: isTier(row.plan) ? row.plan : 'free',
    // numeric comes back as text: a sum of 8-decimal costs, rounded to what a screen shows.
    cost: Math.round(Number(row.cost) * 1e6) / 1e6,
  }));
}
