import { MAX_UNSEEN_REVIEW_NOTICES, REVIEW_NOTICES_LISTED, type ReviewDecision } from '@captia/shared';
import { sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/client.ts';

/*
 * The owner's in-app notices of reviews (docs/decisions/0058, "The owner's in-app notice"): the
 * latest decisions on the account's campaigns, and a marker (`usuarios.review_notices_seen_at`)
 * of those seen. Null marker: every decision is unseen.
 */

/** Rows an `execute` answered: node-postgres and PGlite both give `{rows}`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** A time as the API shows it: UTC with the database's microseconds, so it compares exactly when sent back. */
const utcText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The account's unseen decisions, counted up to MAX_UNSEEN_REVIEW_NOTICES (the rest are never read). */
async function unseenCount(db: AppDb, userId: string): Promise<number> {
  const [row] = rows<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from (
        select 1 from review_decisions d
        join campaigns c on c.id = d.campaign_id
        join usuarios u on u.id = c.user_id
        where c.user_id = ${userId}
          and (u.review_notices_seen_at is null or d.created_at > u.review_notices_seen_at)
        limit ${MAX_UNSEEN_REVIEW_NOTICES}
      ) unseen`),
  );
  return Number(row?.count ?? 0);
}

export interface ReviewNotice {
  id: string;
  campaignId: string;
  campaignTitle: string;
  postId: string;
  postDate: string | null;
  decision: ReviewDecision;
  comment: string | null;
  reviewerName: string;
  createdAt: string;
  unseen: boolean;
}

/** The latest REVIEW_NOTICES_LISTED decisions on the account's campaigns (newest first), and the unseen count. */
export async function listReviewNotices(db: AppDb, userId: string) {
  const items = rows<{
    id: string;
    campaign_id: string;
    campaign_title: string;
    post_id: string;
    post_date: string | null;
    decision: ReviewDecision;
    comment: string | null;
    reviewer_name: string;
    created_at: string;
    unseen: boolean;
  }>(
    await db.execute(sql`
      select d.id, d.campaign_id, c.title as campaign_title, d.post_id,
        case when p.id is null then null else p.date::text || 'T' || p.time end as post_date,
        d.decision, d.comment, d.reviewer_name, ${utcText('d.created_at')} as created_at,
        (u.review_notices_seen_at is null or d.created_at > u.review_notices_seen_at) as unseen
      from review_decisions d
      join campaigns c on c.id = d.campaign_id
      join usuarios u on u.id = c.user_id
      left join campaign_posts p on p.id = d.post_id
      where c.user_id = ${userId}
      order by d.created_at desc, d.id desc
      limit ${REVIEW_NOTICES_LISTED}`),
  );
  return {
    unseen: await unseenCount(db, userId),
    items: items.map(
      (row): ReviewNotice => ({
        id: row.id,
        campaignId: row.campaign_id,
        campaignTitle: row.campaign_title,
        postId: row.post_id,
        postDate: row.post_date,
        decision: row.decision,
        comment: row.comment,
        reviewerName: row.reviewer_name,
        createdAt: row.created_at,
        unseen: Boolean(row.unseen),
      }),
    ),
  };
}

/**
 * Marks the decisions made up to `until` seen: the marker becomes `greatest(marker, least(until,
 * now()))`, in one statement. It never moves back (an older list read in another tab), and never
 * past the database's clock, so a decision arriving after the list was read stays unseen and a
 * `until` in the future hides nothing that comes later. Answers the count still unseen.
 */
export async function markNoticesSeen(db: AppDb, userId: string, until: string): Promise<number> {
  await db.execute(sql`
    update usuarios
    set review_notices_seen_at = greatest(review_notices_seen_at, least(${until}::timestamptz, now()))
    where id = ${userId}`);
  return unseenCount(db, userId);
}
