import type { Language, PostPublicationSchema, z } from '@captia/shared';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { publications, publishingConnections } from '../db/schema/index';
import { translator } from '../i18n';

/*
 * Publications as the planner shows them beside a campaign's posts and the history beside a
 * generator result's captions: the campaign's and the history's reads answer them, the
 * publishing area writes them (docs/decisions/0057).
 */

export type PostPublication = z.output<typeof PostPublicationSchema>;

/** Our reasons are catalog keys, translated when read; the networks' own words are kept as said. */
export function publicationReason(reason: string | null, language: Language): string | null {
  return reason?.startsWith('publishing.errors.') ? translator(language)(reason) : reason;
}

/** What both reads show of a publication (`shown`), its account's handle joined in. */
const SHOWN_COLUMNS = {
  state: publications.state,
  at: publications.at,
  connectionId: publications.connectionId,
  network: publications.network,
  url: publications.url,
  reason: publications.reason,
  handle: publishingConnections.handle,
};

/**
 * The latest publication of each of a campaign's posts that has one (one query: the newest row
 * per post, with its account's handle while it is connected). A reason is shown only once failed
 * (or while a retry waits), as `GET /api/publications/{id}` shows it.
 */
export async function campaignPublications(
  db: AppDb,
  userId: string,
  campaignId: string,
  language: Language,
): Promise<Map<string, PostPublication>> {
  const rows = await db
    .selectDistinctOn([publications.postId], {
      id: publications.id,
      postId: publications.postId,
      ...SHOWN_COLUMNS,
    })
    .from(publications)
    .leftJoin(publishingConnections, eq(publishingConnections.id, publications.connectionId))
    .where(and(eq(publications.userId, userId), eq(publications.campaignId, campaignId)))
    .orderBy(publications.postId, desc(publications.createdAt), desc(publications.id));
  const byPost = new Map<string, PostPublication>();
  for (const { postId, ...row } of rows) {
    if (postId) byPost.set(postId, shown(row, language));
  }
  return byPost;
}

type ShownRow = Omit<PostPublication, 'at'> & { at: Date };

/** A row as the reads show it: the reason only once failed (or while a retry waits). */
function shown({ reason, at, ...row }: ShownRow, language: Language): PostPublication {
  return {
    ...row,
    at: at.toISOString(),
    reason: row.state === 'failed' || row.state === 'scheduled' ? publicationReason(reason, language) : null,
  };
}

/** Where a history caption's publication is filed: its entry (or version), network and variant. */
export const historyCaptionKey = (historyId: string, network: string, variant: number) =>
  `${historyId} ${network} ${variant}`;

/**
 * The latest publication of each caption of these history entries (and versions) that has one,
 * by historyCaptionKey: one query, as campaignPublications does for a campaign's posts.
 */
export async function historyPublications(
  db: AppDb,
  userId: string,
  historyIds: string[],
  language: Language,
): Promise<Map<string, PostPublication>> {
  const byCaption = new Map<string, PostPublication>();
  if (historyIds.length === 0) return byCaption;
  const rows = await db
    .selectDistinctOn([publications.historyId, publications.network, publications.historyVariant], {
      id: publications.id,
      historyId: publications.historyId,
      variant: publications.historyVariant,
      ...SHOWN_COLUMNS,
    })
    .from(publications)
    .leftJoin(publishingConnections, eq(publishingConnections.id, publications.connectionId))
    .where(
      and(
        eq(publications.userId, userId),
        inArray(publications.historyId, historyIds),
        isNotNull(publications.historyVariant),
      ),
    )
    .orderBy(
      publications.historyId,
      publications.network,
      publications.historyVariant,
      desc(publications.createdAt),
      desc(publications.id),
    );
  for (const { historyId, variant, ...row } of rows) {
    if (historyId && variant !== null)
      byCaption.set(historyCaptionKey(historyId, row.network, variant), shown(row, language));
  }
  return byCaption;
}
