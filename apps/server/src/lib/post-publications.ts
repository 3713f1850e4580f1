import type { Language, PostPublicationSchema, z } from '@captia/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { publications, publishingConnections } from '../db/schema/index';
import { translator } from '../i18n';

/*
 * A campaign's publications as the planner shows them beside its posts: the campaign's read
 * answers them, the publishing area writes them (docs/decisions/0057).
 */

export type PostPublication = z.output<typeof PostPublicationSchema>;

/** Our reasons are catalog keys, translated when read; the networks' own words are kept as said. */
export function publicationReason(reason: string | null, language: Language): string | null {
  return reason?.startsWith('publishing.errors.') ? translator(language)(reason) : reason;
}

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
      state: publications.state,
      at: publications.at,
      connectionId: publications.connectionId,
      network: publications.network,
      url: publications.url,
      reason: publications.reason,
      handle: publishingConnections.handle,
    })
    .from(publications)
    .leftJoin(publishingConnections, eq(publishingConnections.id, publications.connectionId))
    .where(and(eq(publications.userId, userId), eq(publications.campaignId, campaignId)))
    .orderBy(publications.postId, desc(publications.createdAt), desc(publications.id));
  const byPost = new Map<string, PostPublication>();
  for (const { postId, reason, at, ...row } of rows) {
    if (!postId) continue;
    byPost.set(postId, {
      ...row,
      at: at.toISOString(),
      reason:
        row.state === 'failed' || row.state === 'scheduled' ? publicationReason(reason, language) : null,
    });
  }
  return byPost;
}
