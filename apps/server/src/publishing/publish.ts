import type { Language, PublishPostSchema, PublishSchema } from '@captia/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '#server/db/client.ts';
import { campaignPosts, campaigns } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { translator } from '#server/i18n.ts';
import {
  campaignParts,
  connectionView,
  decodeImage,
  enqueue,
  findConnection,
  findPublication,
  historyCaption,
  listConnections,
  partsOf,
  publicationTime,
  publicationView,
  publishingPlan,
} from './publishing.service';
import type { Scheduler } from './scheduler';

/**
 * Publishing as the API's routes and the MCP tools both ask for it (docs/decisions/0057): who
 * asks, what, and the answer the API gives. Another account's ids are a 404 (`not_found`), the
 * plan's limits and the networks' rules apply, and a publication for now pokes the scheduler.
 */

/** The account asking, and the language its answers and the posts' rules are in. */
export interface Publisher {
  userId: string;
  language: Language;
}

/** Where a publication for now is announced (absent in tests, which tick their own). */
export interface PublishDeps {
  db: AppDb;
  scheduler?: Pick<Scheduler, 'poke'> | undefined;
}

export type PublishInput = z.output<typeof PublishSchema>;
export type PublishPostInput = z.output<typeof PublishPostSchema>;

/** The account's connections, oldest first, as the API lists them (never a token). */
export async function connectionsOf(db: AppDb, userId: string) {
  const rows = await listConnections(db, userId);
  return { items: rows.map(connectionView) };
}

/** `POST /api/publish`: a text or a thread (with a photo), now or at a time. */
export async function publishText(deps: PublishDeps, publisher: Publisher, body: PublishInput) {
  const { db } = deps;
  const { userId, language } = publisher;
  const tier = await publishingPlan(db, userId);
  const connection = await findConnection(db, userId, body.connectionId);
  if (!connection) throw new AppError(404, 'not_found');
  // A result's caption in the history: the account's entry, with a caption of that network.
  const filed =
    body.historyId === undefined
      ? null
      : await historyCaption(db, userId, body.historyId, connection.network, body.variant ?? 1);
  if (body.historyId !== undefined && !filed) throw new AppError(404, 'not_found');
  const texts = body.posts ?? (body.text === undefined ? [] : [body.text]);
  const parts = partsOf(texts, connection.network, language);
  const image = body.image === undefined ? null : decodeImage(body.image);
  const row = await enqueue(db, tier, {
    userId,
    connectionId: connection.id,
    network: connection.network,
    parts,
    image: image?.data ?? null,
    imageType: image?.type ?? null,
    altText: image ? (body.altText ?? null) : null,
    at: publicationTime(body.at),
    ...filed,
  });
  if (!body.at) deps.scheduler?.poke();
  return publicationView(row, language);
}

/** `POST /api/campaigns/{id}/posts/{postId}/publish`: once; asked again, the same publication. */
export async function publishCampaignPost(
  deps: PublishDeps,
  publisher: Publisher,
  target: { id: string; postId: string },
  body: PublishPostInput,
) {
  const { db } = deps;
  const { userId, language } = publisher;
  const [found] = await db
    .select({ post: campaignPosts })
    .from(campaignPosts)
    .innerJoin(campaigns, eq(campaigns.id, campaignPosts.campaignId))
    .where(
      and(eq(campaignPosts.id, target.postId), eq(campaigns.id, target.id), eq(campaigns.userId, userId)),
    );
  if (!found) throw new AppError(404, 'not_found');
  const tier = await publishingPlan(db, userId);
  const connection = await findConnection(db, userId, body.connectionId);
  if (!connection) throw new AppError(404, 'not_found');
  const { post } = found;
  if (post.network !== connection.network)
    throw new AppError(400, 'publish_invalid', {
      messageKey: 'publishing.errors.networkMismatch',
      values: { network: translator(language)(`captions.networks.${post.network}`) },
    });
  const row = await enqueue(db, tier, {
    userId,
    connectionId: connection.id,
    network: connection.network,
    campaignId: target.id,
    postId: target.postId,
    parts: campaignParts(post.text, connection.network, language),
    at: publicationTime(body.at),
  });
  if (!body.at) deps.scheduler?.poke();
  return publicationView(row, language);
}

/** `GET /api/publications/{id}`: the account's publication, or a 404. */
export async function publicationOf(db: AppDb, publisher: Publisher, id: string) {
  const row = await findPublication(db, publisher.userId, id);
  if (!row) throw new AppError(404, 'not_found');
  return publicationView(row, publisher.language);
}
