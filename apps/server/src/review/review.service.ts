import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  countLength,
  findHashtags,
  MAX_REVIEW_LINKS,
  NETWORK_LIMITS,
  type NetworkId,
  type ReviewDecision,
  type ReviewState,
} from '@captia/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/client.ts';
import { campaigns, reviewLinks } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { requirePaidPlan } from '#server/lib/paid-plan.ts';

/** Rows an `execute` answered: node-postgres and PGlite both give `{rows}`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

type LinkRow = typeof reviewLinks.$inferSelect;

/** 32 random bytes (256 bits), base64url: 43 characters. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Decisions one link may record in all: with the rate limits, what a link can store is bounded. */
export const MAX_DECISIONS_PER_LINK = 1000;

/** What a free account is told when it asks for a review link. */
export const REVIEW_PLAN_MESSAGE = 'integrations.review.errors.planRequired';

export async function ownCampaign(db: AppDb, userId: string, campaignId: string) {
  const [row] = await db
    .select({ id: campaigns.id, title: campaigns.title, language: campaigns.language })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId)));
  return row ?? null;
}

export const linkView = (row: LinkRow, now: Date) => ({
  id: row.id,
  allowComments: row.allowComments,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  expired: row.expiresAt.getTime() <= now.getTime(),
});

/** A new link, made only while the campaign has fewer than MAX_REVIEW_LINKS (counted under the campaign's lock). */
export async function createLink(
  db: AppDb,
  values: { userId: string; campaignId: string; expiresInDays: number; allowComments: boolean },
): Promise<{ row: LinkRow; token: string }> {
  const id = randomUUID();
  const token = newToken();
  const expiresAt = new Date(Date.now() + values.expiresInDays * 24 * 60 * 60 * 1000);
  // The campaign's row locked for the transaction: concurrent creations count one after another
  // (a count inside the insert alone lets them all see the same number).
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${campaigns} where id = ${values.campaignId} for update`);
    return tx.execute(sql`
      insert into ${reviewLinks} (id, user_id, campaign_id, token_hash, allow_comments, expires_at)
      select ${id}, ${values.userId}, ${values.campaignId}, ${hashToken(token)}, ${values.allowComments}, ${expiresAt.toISOString()}
      where (select count(*) from ${reviewLinks} where campaign_id = ${values.campaignId}) < ${MAX_REVIEW_LINKS}
      returning id`);
  });
  if (rows(inserted).length === 0)
    throw new AppError(409, 'review_link_limit_reached', { values: { max: MAX_REVIEW_LINKS } });
  const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, id));
  if (!row) throw new AppError(409, 'review_link_limit_reached', { values: { max: MAX_REVIEW_LINKS } });
  return { row, token };
}

/**
 * `POST /api/campaigns/{id}/review-links`, for the route and the MCP tool alike: the account's
 * campaign (else a 404), a paid plan (else a 403), then a link whose URL is answered only here.
 */
export async function newReviewLink(
  db: AppDb,
  userId: string,
  campaignId: string,
  options: { expiresInDays: number; allowComments: boolean; publicUrl: string },
) {
  const campaign = await ownCampaign(db, userId, campaignId);
  if (!campaign) throw new AppError(404, 'not_found');
  await requirePaidPlan(db, userId, REVIEW_PLAN_MESSAGE);
  const { row, token } = await createLink(db, {
    userId,
    campaignId: campaign.id,
    expiresInDays: options.expiresInDays,
    allowComments: options.allowComments,
  });
  const { expired: _expired, ...view } = linkView(row, new Date());
  return { ...view, url: `${options.publicUrl.replace(/\/$/, '')}/review/${token}` };
}

export function listLinks(db: AppDb, campaignId: string) {
  return db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.campaignId, campaignId))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id));
}

export async function revokeLink(db: AppDb, userId: string, campaignId: string, linkId: string) {
  const deleted = await db
    .delete(reviewLinks)
    .where(
      and(eq(reviewLinks.id, linkId), eq(reviewLinks.campaignId, campaignId), eq(reviewLinks.userId, userId)),
    )
    .returning({ id: reviewLinks.id });
  return deleted.length > 0;
}

/**
 * The link a token opens, while it works: unknown, malformed, expired and revoked tokens are all
 * null, so each gets the same 404. Compared by its hash: the token itself is never stored.
 */
export async function linkOfToken(db: AppDb, token: string, now = new Date()): Promise<LinkRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.tokenHash, hashToken(token)), gt(reviewLinks.expiresAt, now)));
  return row ?? null;
}

interface PostStateRow {
  id: string;
  date: string;
  time: string;
  network: NetworkId;
  text: string;
  state: ReviewState;
  version: string;
}

/** A post's version as the API shows it: its `updated_at` in UTC, at the database's microsecond precision. */
const VERSION_SQL = sql.raw(`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * A campaign's posts with their review state: the latest decision made on the post as it is now
 * (its `updated_at`, compared in SQL at the database's precision); none → pending. An edit
 * changes `updated_at`, so a post edited after approval is pending again.
 */
async function postsWithState(db: AppDb, campaignId: string): Promise<PostStateRow[]> {
  const result = await db.execute(sql`
    select p.id, p.date::text as date, p.time, p.network, p.text, coalesce(d.decision, 'pending') as state,
      ${VERSION_SQL} as version
    from campaign_posts p
    left join lateral (
      select decision from review_decisions rd
      where rd.post_id = p.id and rd.post_updated_at = p.updated_at
      order by rd.created_at desc, rd.id desc limit 1
    ) d on true
    where p.campaign_id = ${campaignId}
    order by p.date, p.time, p.slot, p.position`);
  return rows<PostStateRow>(result);
}

/** What a reviewer sees: the campaign's title, dates and posts, nothing else of its owner. */
export async function publicReview(db: AppDb, link: LinkRow) {
  const [campaign] = await db
    .select({
      title: campaigns.title,
      startDate: campaigns.startDate,
      days: campaigns.days,
      timezone: campaigns.timezone,
    })
    .from(campaigns)
    .where(eq(campaigns.id, link.campaignId));
  if (!campaign) return null;
  const posts = await postsWithState(db, link.campaignId);
  return {
    campaign,
    allowComments: link.allowComments,
    expiresAt: link.expiresAt.toISOString(),
    posts: posts.map((post) => ({
      id: post.id,
      date: post.date,
      time: post.time,
      network: post.network,
      text: post.text,
      hashtags: findHashtags(post.text).map((h) => h.tag),
      length: countLength(post.network, post.text),
      limit: NETWORK_LIMITS[post.network].maxLength,
      state: post.state,
      version: post.version,
    })),
  };
}

export interface RecordedDecision {
  id: string;
  postId: string;
  campaignId: string;
  createdAt: Date;
}

/**
 * Records a decision on a post of the link's campaign, on the version the reviewer read (the
 * post's `updated_at` still equal to `body.version`), while the link has recorded fewer than
 * MAX_DECISIONS_PER_LINK. Null when the post is not the campaign's; 'changed' when the post was
 * edited since the reviewer read it; 'full' past the link's bound.
 */
export async function recordDecision(
  db: AppDb,
  link: LinkRow,
  postId: string,
  body: { decision: ReviewDecision; comment: string | null; reviewerName: string; version: string },
): Promise<RecordedDecision | null | 'full' | 'changed'> {
  const id = randomUUID();
  // The link's row locked for the transaction: concurrent decisions are counted one after another.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from review_links where id = ${link.id} for update`);
    return tx.execute(sql`
      insert into review_decisions (id, campaign_id, post_id, link_id, decision, comment, reviewer_name, post_updated_at)
      select ${id}, p.campaign_id, p.id, ${link.id}, ${body.decision}, ${body.comment}, ${body.reviewerName}, p.updated_at
      from campaign_posts p
      where p.id = ${postId} and p.campaign_id = ${link.campaignId}
        and p.updated_at = ${body.version}::timestamptz
        and (select count(*) from review_decisions where link_id = ${link.id}) < ${MAX_DECISIONS_PER_LINK}
      returning id, created_at`);
  });
  const [row] = rows<{ id: string; created_at: string | Date }>(result);
  if (row) return { id, postId, campaignId: link.campaignId, createdAt: new Date(row.created_at) };
  const [post] = rows<{ changed: boolean }>(
    await db.execute(
      sql`select p.updated_at <> ${body.version}::timestamptz as changed from campaign_posts p
        where p.id = ${postId} and p.campaign_id = ${link.campaignId}`,
    ),
  );
  if (!post) return null;
  return post.changed ? 'changed' : 'full';
}

/**
 * Whether this decision should e-mail the owner: at most one e-mail every 30 minutes per link,
 * claimed in one statement so concurrent decisions send one.
 */
export async function claimNotice(db: AppDb, linkId: string): Promise<boolean> {
  const result = await db.execute(sql`
    update review_links set notified_at = now()
    where id = ${linkId} and (notified_at is null or notified_at < now() - interval '30 minutes')
    returning id`);
  return rows(result).length > 0;
}

/**
 * Links whose owner has not been told of their latest decisions: the last e-mail older than 30
 * minutes and a decision made after it (decisions inside the window after an e-mail). Claimed in
 * one statement, as `claimNotice`, so one instance sends each follow-up; with the latest reviewer.
 */
export async function claimFollowUps(db: AppDb) {
  return rows<{ id: string; campaign_id: string; user_id: string; reviewer: string }>(
    await db.execute(sql`
      update review_links l set notified_at = now()
      where l.notified_at < now() - interval '30 minutes' and l.expires_at > now()
        and exists (select 1 from review_decisions d where d.link_id = l.id and d.created_at > l.notified_at)
      returning l.id, l.campaign_id, l.user_id,
        (select reviewer_name from review_decisions d where d.link_id = l.id
          order by d.created_at desc, d.id desc limit 1) as reviewer`),
  );
}

/**
 * The owner's e-mail, name and language, and the campaign's title and its posts' current states
 * (the latest decision on each post as it is now, as `postsWithState` reads them).
 */
export async function noticeFacts(db: AppDb, link: { campaignId: string }) {
  const [facts] = rows<{
    email: string;
    name: string;
    language: string | null;
    title: string;
    approved: number;
    changes: number;
    pending: number;
  }>(
    await db.execute(sql`
      select u.email, u.nome as name, u.language, c.title,
        count(*) filter (where d.decision = 'approved')::int as approved,
        count(*) filter (where d.decision = 'changes')::int as changes,
        count(p.id) filter (where d.decision is null)::int as pending
      from campaigns c join usuarios u on u.id = c.user_id
      left join campaign_posts p on p.campaign_id = c.id
      left join lateral (
        select decision from review_decisions rd
        where rd.post_id = p.id and rd.post_updated_at = p.updated_at
        order by rd.created_at desc, rd.id desc limit 1
      ) d on true
      where c.id = ${link.campaignId}
      group by u.email, u.nome, u.language, c.title`),
  );
  return facts ?? null;
}

export interface PostReview {
  state: ReviewState;
  comments: {
    decision: ReviewDecision;
    comment: string | null;
    reviewerName: string;
    at: string;
    current: boolean;
  }[];
}

/** Every post's review for its owner: its state and the last 20 decisions, newest first. */
export async function campaignReviews(db: AppDb, campaignId: string): Promise<Map<string, PostReview>> {
  const states = await postsWithState(db, campaignId);
  const decisions = rows<{
    post_id: string;
    decision: ReviewDecision;
    comment: string | null;
    reviewer_name: string;
    created_at: string | Date;
    current: boolean;
  }>(
    await db.execute(sql`
      select * from (
        select d.post_id, d.decision, d.comment, d.reviewer_name, d.created_at,
          d.post_updated_at = p.updated_at as current,
          row_number() over (partition by d.post_id order by d.created_at desc, d.id desc) as n
        from review_decisions d join campaign_posts p on p.id = d.post_id
        where d.campaign_id = ${campaignId}
      ) ranked where n <= 20
      order by post_id, created_at desc, n`),
  );
  const reviews = new Map<string, PostReview>(
    states.map((post) => [post.id, { state: post.state, comments: [] }]),
  );
  for (const d of decisions)
    reviews.get(d.post_id)?.comments.push({
      decision: d.decision,
      comment: d.comment,
      reviewerName: d.reviewer_name,
      at: new Date(d.created_at).toISOString(),
      current: Boolean(d.current),
    });
  return reviews;
}

/** Each campaign's posts approved as they are now, out of all its posts. */
export async function reviewCounts(
  db: AppDb,
  campaignIds: readonly string[],
): Promise<Map<string, { approved: number; total: number }>> {
  if (campaignIds.length === 0) return new Map();
  const result = rows<{ campaign_id: string; approved: number; total: number }>(
    await db.execute(sql`
      select p.campaign_id,
        count(*) filter (where d.decision = 'approved')::int as approved,
        count(*)::int as total
      from campaign_posts p
      left join lateral (
        select decision from review_decisions rd
        where rd.post_id = p.id and rd.post_updated_at = p.updated_at
        order by rd.created_at desc, rd.id desc limit 1
      ) d on true
      where p.campaign_id in (${sql.join(
        campaignIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by p.campaign_id`),
  );
  return new Map(
    result.map((r) => [r.campaign_id, { approved: Number(r.approved), total: Number(r.total) }]),
  );
}
