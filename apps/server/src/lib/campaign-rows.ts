import { countLength, findHashtags, NETWORK_LIMITS, type PostSchema, type z } from '@captia/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type campaignPosts, campaigns } from '../db/schema/index';

/*
 * A campaign's rows as the contract shows them: the planner's routes and the account's data
 * export both answer with them (one mapping, so the export says what the planner says).
 */

export type Post = z.output<typeof PostSchema>;
type CampaignRow = typeof campaigns.$inferSelect;
type PostRow = typeof campaignPosts.$inferSelect;

/** One planned post, with its hashtags and its length as its network counts it. */
export function postView(row: PostRow): Post {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    network: row.network,
    angle: row.angle,
    text: row.text,
    hashtags: findHashtags(row.text).map((h) => h.tag),
    length: countLength(row.network, row.text),
    limit: NETWORK_LIMITS[row.network].maxLength,
  };
}

/** What a campaign was written with, without its posts. */
export function campaignFields(row: CampaignRow) {
  return {
    id: row.id,
    title: row.title,
    text: row.brief,
    startDate: row.startDate,
    days: row.days,
    postsPerDay: row.postsPerDay,
    networks: row.networks,
    language: row.language,
    brandId: row.brandId,
    timezone: row.timezone,
    source: row.source,
    emojis: row.emojis,
    hashtags: row.hashtags,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's campaigns newest first, `limit` of them before the keyset position `before`. */
export function campaignRowsPage(db: AppDb, userId: string, before: number | null, limit: number) {
  const conditions = [eq(campaigns.userId, userId)];
  if (before !== null) conditions.push(lt(campaigns.seq, before));
  return db
    .select()
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(desc(campaigns.seq))
    .limit(limit);
}
