import type {
  CampaignSchema,
  DataExportSchema,
  ExportHistoryEntrySchema,
  ExportReviewDecisionSchema,
  ExportReviewLinkSchema,
  Language,
  WEBHOOK_EVENTS,
  z,
} from '@captia/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { disabledReasonText } from '#server/webhooks';
import type { AppDb } from '../db/client';
import {
  apiKeys,
  authPasskeys,
  brands,
  campaignPosts,
  campaigns,
  captionsHistory,
  reviewDecisions,
  reviewLinks,
  webhookEndpoints,
} from '../db/schema/index';
import { campaignFields, campaignRowsPage, postView } from '../lib/campaign-rows';
import { readVersions } from '../lib/history-rows';
import { loadMe } from './me.service';

type DataExport = z.output<typeof DataExportSchema>;
type ExportHistoryEntry = z.output<typeof ExportHistoryEntrySchema>;
type Campaign = z.output<typeof CampaignSchema>;
type ExportReviewLink = z.output<typeof ExportReviewLinkSchema>;
type ExportReviewDecision = z.output<typeof ExportReviewDecisionSchema>;

/** History entries read per query: with their thumbnails (≤ 320 px WebP each), a page stays small. */
export const EXPORT_HISTORY_PAGE = 50;

/** What is read before the file starts: small, and a missing account is still a clean 401. */
export type ExportHead = Omit<DataExport, 'campaigns' | 'reviewLinks' | 'reviewDecisions' | 'history'>;

/** `language`: the request's, in which stored reasons (a disabled webhook's) are written out. */
export async function loadExportHead(
  db: AppDb,
  userId: string,
  sessionEmail: string,
  language: Language,
): Promise<ExportHead | null> {
  const me = await loadMe(db, userId, sessionEmail);
  if (!me) return null;
  // Read here, not through the brands feature (features do not import one another).
  const brandRows = await db
    .select()
    .from(brands)
    .where(eq(brands.userId, userId))
    .orderBy(asc(brands.createdAt), asc(brands.id));
  // Names, prefixes and dates: the hash column is never selected.
  const keys = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  // Names and dates: the key material (public key, credential id, counter) is never selected.
  const passkeys = await db
    .select({
      id: authPasskeys.id,
      name: authPasskeys.name,
      deviceType: authPasskeys.deviceType,
      backedUp: authPasskeys.backedUp,
      createdAt: authPasskeys.createdAt,
      lastUsedAt: authPasskeys.lastUsedAt,
    })
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(asc(authPasskeys.createdAt), asc(authPasskeys.id));
  // At most 10 an account (MAX_WEBHOOKS). Read here, not through the webhooks area; the sealed
  // signing secret is never selected.
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return {
    format: 'captia-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      id: me.id,
      name: me.name,
      email: me.email,
      emailVerified: me.emailVerified,
      language: me.language,
      timezone: me.timezone,
      plan: me.tier,
      createdAt: me.createdAt,
    },
    subscription: me.subscription,
    usage: me.usage,
    brands: brandRows.map(({ userId: _user, ...brand }) => ({
      ...brand,
      createdAt: brand.createdAt.toISOString(),
      updatedAt: brand.updatedAt.toISOString(),
    })),
    apiKeys: keys.map((key) => ({
      ...key,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      deviceType: passkey.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    webhooks: endpoints.map((endpoint) => ({
      ...endpoint,
      events: endpoint.events as (typeof WEBHOOK_EVENTS)[number][],
      createdAt: endpoint.createdAt.toISOString(),
      disabledAt: endpoint.disabledAt?.toISOString() ?? null,
      // Stored as a code (`status:500`), shown in words as GET /api/webhooks shows it.
      disabledReason: disabledReasonText(endpoint.disabledReason, language),
    })),
  };
}

/** Campaigns read per query, each with its posts. */
export const EXPORT_CAMPAIGN_PAGE = 20;

/**
 * The account's campaigns with their posts, newest first, as `GET /api/campaigns/{id}` shows
 * them: keyset pages, so memory stays bounded however many there are.
 */
export async function* exportCampaigns(db: AppDb, userId: string): AsyncGenerator<Campaign> {
  let before: number | null = null;
  for (;;) {
    const rows = await campaignRowsPage(db, userId, before, EXPORT_CAMPAIGN_PAGE);
    if (rows.length === 0) return;
    const posts = await db
      .select()
      .from(campaignPosts)
      .where(
        inArray(
          campaignPosts.campaignId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(
        asc(campaignPosts.date),
        asc(campaignPosts.time),
        asc(campaignPosts.slot),
        asc(campaignPosts.position),
      );
    for (const row of rows)
      yield {
        ...campaignFields(row),
        posts: posts.filter((post) => post.campaignId === row.id).map(postView),
      };
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_CAMPAIGN_PAGE) return;
    before = last.seq;
  }
}

/** Review links and decisions read per query. */
export const EXPORT_REVIEW_PAGE = 200;

/** Where a keyset page starts: after the row with this `created_at` (the database's text) and id. */
interface Cursor {
  cursor: string;
  id: string;
}

/** Rows after `last` in (`created_at`, `id`) order; every row when there is no `last`. */
const after = (createdAt: AnyPgColumn, id: AnyPgColumn, last: Cursor | undefined) =>
  last && sql`(${createdAt}, ${id}) > (${last.cursor}::timestamptz, ${last.id})`;

/**
 * Rows of a table with `created_at` and `id`, oldest first, in keyset pages of
 * EXPORT_REVIEW_PAGE. The cursor is the last row's `created_at` as the database's text, so the
 * comparison keeps its microseconds (a JS Date would drop them, and skip or repeat rows).
 */
async function* keysetPages<Row extends Cursor>(
  page: (last: Cursor | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    last = rows.at(-1);
    if (!last || rows.length < EXPORT_REVIEW_PAGE) return;
  }
}

/**
 * The review links of the account's campaigns, oldest first: as the campaign lists them, with
 * its id. The token's hash is never selected (the token itself is not kept).
 */
export async function* exportReviewLinks(db: AppDb, userId: string): AsyncGenerator<ExportReviewLink> {
  const t = reviewLinks;
  const rows = keysetPages((last) =>
    db
      .select({
        id: t.id,
        campaignId: t.campaignId,
        allowComments: t.allowComments,
        expiresAt: t.expiresAt,
        createdAt: t.createdAt,
        cursor: sql<string>`${t.createdAt}::text`,
      })
      .from(t)
      .where(and(eq(t.userId, userId), after(t.createdAt, t.id, last)))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(EXPORT_REVIEW_PAGE),
  );
  const now = Date.now();
  for await (const { cursor: _cursor, ...row } of rows)
    yield {
      ...row,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      expired: row.expiresAt.getTime() <= now,
    };
}

/**
 * Every decision reviewers made on the posts of the account's campaigns, oldest first (those
 * of revoked links too), with the post's version each was made on.
 */
export async function* exportReviewDecisions(
  db: AppDb,
  userId: string,
): AsyncGenerator<ExportReviewDecision> {
  const t = reviewDecisions;
  const rows = keysetPages((last) =>
    db
      .select({
        id: t.id,
        campaignId: t.campaignId,
        postId: t.postId,
        linkId: t.linkId,
        decision: t.decision,
        comment: t.comment,
        reviewerName: t.reviewerName,
        postUpdatedAt: t.postUpdatedAt,
        createdAt: t.createdAt,
        cursor: sql<string>`${t.createdAt}::text`,
      })
      .from(t)
      .innerJoin(campaigns, eq(campaigns.id, t.campaignId))
      .where(and(eq(campaigns.userId, userId), after(t.createdAt, t.id, last)))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(EXPORT_REVIEW_PAGE),
  );
  for await (const { cursor: _cursor, ...row } of rows)
    yield { ...row, postUpdatedAt: row.postUpdatedAt.toISOString(), createdAt: row.createdAt.toISOString() };
}

/**
 * Every history entry of the account, oldest first, with its reworks and its thumbnail as a
 * data URL: keyset pages of EXPORT_HISTORY_PAGE entries, so memory stays bounded however long
 * the history is (it has no cap).
 */
export async function* exportHistory(db: AppDb, userId: string): AsyncGenerator<ExportHistoryEntry> {
  const t = captionsHistory;
  let after = 0;
  for (;;) {
    const roots = await db
      .select({
        id: t.id,
        seq: t.seq,
        createdAt: t.createdAt,
        pinned: t.pinned,
        request: t.request,
        captions: t.captions,
        source: t.source,
        altText: t.altText,
        thumbnail: t.thumbnail,
      })
      .from(t)
      .where(and(eq(t.userId, userId), isNull(t.parentId), gt(t.seq, after)))
      .orderBy(asc(t.seq))
      .limit(EXPORT_HISTORY_PAGE);
    if (roots.length === 0) return;
    const versions = await readVersions(
      db,
      userId,
      roots.map((row) => row.id),
    );
    for (const { seq: _seq, thumbnail, ...row } of roots) {
      yield {
        ...row,
        createdAt: row.createdAt.toISOString(),
        thumbnail: thumbnail ? `data:image/webp;base64,${thumbnail.toString('base64')}` : null,
        versions: versions
          .filter((v) => v.parentId === row.id)
          .map(({ parentId: _parent, ...v }) => ({ ...v, createdAt: v.createdAt.toISOString() })),
      };
    }
    const last = roots.at(-1);
    if (!last || roots.length < EXPORT_HISTORY_PAGE) return;
    after = last.seq;
  }
}

/** A list's items as JSON text, comma-separated, as they are read. */
async function* jsonItems(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}${JSON.stringify(item)}`;
    first = false;
  }
}

/**
 * The export as JSON text in pieces: the head, then each campaign, review link, review decision
 * and history entry as they are read. The whole file is never held at once.
 */
export async function* exportJson(db: AppDb, userId: string, head: ExportHead): AsyncGenerator<string> {
  const opening = JSON.stringify(head);
  // `{…head…` without its closing brace, then the lists.
  yield `${opening.slice(0, -1)},"campaigns":[`;
  yield* jsonItems(exportCampaigns(db, userId));
  yield '],"reviewLinks":[';
  yield* jsonItems(exportReviewLinks(db, userId));
  yield '],"reviewDecisions":[';
  yield* jsonItems(exportReviewDecisions(db, userId));
  yield '],"history":[';
  yield* jsonItems(exportHistory(db, userId));
  yield ']}\n';
}
