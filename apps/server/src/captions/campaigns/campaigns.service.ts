import {
  CAMPAIGN_CURSOR_MAX_LENGTH,
  CAMPAIGN_PAGE_SIZE,
  type CampaignSchema,
  type CampaignSummarySchema,
  type CaptionSource,
  type Language,
  type LengthId,
  type NetworkId,
  type PostPatch,
  type StyleId,
  type z,
} from '@captia/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/client.ts';
import { brands, campaignPosts, campaigns } from '#server/db/schema/index.ts';
import { campaignFields, campaignRowsPage, type Post, postView } from '#server/lib/campaign-rows.ts';
import { reviewCounts } from '#server/review';
import type { WrittenPost } from './write-campaign';

export type Campaign = z.output<typeof CampaignSchema>;
export type CampaignSummary = z.output<typeof CampaignSummarySchema>;
export type { Post } from '#server/lib/campaign-rows.ts';

/** What a campaign was written with, kept beside its posts. */
export interface CampaignMeta {
  title: string;
  brief: string;
  startDate: string;
  days: number;
  postsPerDay: number;
  networks: NetworkId[];
  language: Language;
  brandId: string | null;
  style: StyleId;
  length: LengthId;
  emojis: boolean;
  hashtags: boolean;
  timezone: string;
  source: CaptionSource;
}

/** Posts in calendar order: by date and time, then as they were written. */
const postOrder = [
  asc(campaignPosts.date),
  asc(campaignPosts.time),
  asc(campaignPosts.slot),
  asc(campaignPosts.position),
];

/** A campaign as the API shows it, before it is stored (its posts are streamed as they are written). */
export function campaignView(
  id: string,
  createdAt: Date,
  meta: CampaignMeta,
  written: readonly WrittenPost[],
): Campaign {
  const posts = [...written]
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.time.localeCompare(b.time) ||
        a.slot - b.slot ||
        a.position - b.position,
    )
    .map((post) => postView({ ...post, campaignId: id, updatedAt: createdAt }));
  return {
    id,
    title: meta.title,
    text: meta.brief,
    startDate: meta.startDate,
    days: meta.days,
    postsPerDay: meta.postsPerDay,
    networks: meta.networks,
    language: meta.language,
    brandId: meta.brandId,
    timezone: meta.timezone,
    source: meta.source,
    emojis: meta.emojis,
    hashtags: meta.hashtags,
    createdAt: createdAt.toISOString(),
    posts,
  };
}

/**
 * Stores a written campaign and its posts together (one transaction: both or neither). The brand
 * it was written in may have been deleted while it was written (the slots take seconds): it is
 * then stored without one rather than lost, and a brand still there is locked until the
 * campaign is stored (a delete waits, then sets it to null as for any campaign of that brand).
 */
export async function saveCampaign(
  db: AppDb,
  userId: string,
  campaign: { id: string; createdAt: Date; meta: CampaignMeta; posts: readonly WrittenPost[] },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    let brandId = campaign.meta.brandId;
    if (brandId) {
      const [brand] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.id, brandId), eq(brands.userId, userId)))
        .for('key share');
      brandId = brand ? brandId : null;
    }
    await tx
      .insert(campaigns)
      .values({ id: campaign.id, userId, createdAt: campaign.createdAt, ...campaign.meta, brandId });
    if (campaign.posts.length > 0)
      await tx
        .insert(campaignPosts)
        .values(
          campaign.posts.map((post) => ({ ...post, campaignId: campaign.id, updatedAt: campaign.createdAt })),
        );
  });
}

export async function getCampaign(db: AppDb, userId: string, id: string): Promise<Campaign | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)));
  if (!row) return null;
  const posts = await db
    .select()
    .from(campaignPosts)
    .where(eq(campaignPosts.campaignId, id))
    .orderBy(...postOrder);
  return { ...campaignFields(row), posts: posts.map(postView) };
}

export function encodeCampaignCursor(seq: number): string {
  return Buffer.from(JSON.stringify([seq])).toString('base64url');
}

/** The cursor of a page, or null for anything encodeCampaignCursor could not have written. */
export function decodeCampaignCursor(value: string): number | null {
  if (value.length > CAMPAIGN_CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.toString('base64url') !== value) return null;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 1) return null;
    const [seq] = parsed as unknown[];
    return typeof seq === 'number' && Number.isSafeInteger(seq) && seq >= 1 ? seq : null;
  } catch {
    return null;
  }
}

/** Newest first, keyset pages (insertion order: a campaign written later is listed first). */
export async function listCampaigns(
  db: AppDb,
  userId: string,
  before: number | null,
): Promise<{ items: CampaignSummary[]; nextCursor: string | null }> {
  const rows = await campaignRowsPage(db, userId, before, CAMPAIGN_PAGE_SIZE + 1);
  const page = rows.slice(0, CAMPAIGN_PAGE_SIZE);
  const counts =
    page.length === 0
      ? []
      : await db
          .select({ campaignId: campaignPosts.campaignId, posts: count() })
          .from(campaignPosts)
          .where(
            inArray(
              campaignPosts.campaignId,
              page.map((r) => r.id),
            ),
          )
          .groupBy(campaignPosts.campaignId);
  const byId = new Map(counts.map((c) => [c.campaignId, Number(c.posts)]));
  const reviewed = await reviewCounts(
    db,
    page.map((r) => r.id),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      ...campaignFields(row),
      postCount: byId.get(row.id) ?? 0,
      review: reviewed.get(row.id) ?? { approved: 0, total: byId.get(row.id) ?? 0 },
    })),
    nextCursor: rows.length > CAMPAIGN_PAGE_SIZE && last ? encodeCampaignCursor(last.seq) : null,
  };
}

/** The post of one of the account's campaigns, or null (another account's ids are not found). */
export async function findPost(db: AppDb, userId: string, campaignId: string, postId: string) {
  const [found] = await db
    .select({ post: campaignPosts, campaign: campaigns })
    .from(campaignPosts)
    .innerJoin(campaigns, eq(campaigns.id, campaignPosts.campaignId))
    .where(
      and(
        eq(campaignPosts.id, postId),
        eq(campaignPosts.campaignId, campaignId),
        eq(campaigns.userId, userId),
      ),
    );
  return found ?? null;
}

/** Saves an edit already checked against the network's rules; null when the post is gone. */
export async function updatePost(
  db: AppDb,
  postId: string,
  campaignId: string,
  patch: PostPatch,
): Promise<Post | null> {
  const [row] = await db
    .update(campaignPosts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(campaignPosts.id, postId), eq(campaignPosts.campaignId, campaignId)))
    .returning();
  return row ? postView(row) : null;
}

export async function deleteCampaign(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
