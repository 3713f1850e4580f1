import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type PublicationProgress, publications, publishingConnections } from '#server/db/schema/index.ts';
import { type Ticker, ticker } from '#server/lib/ticker.ts';
import type { FetchPolicy } from '#server/links';
import type { Logger } from '#server/logger.ts';
import { emitEvent } from '#server/webhooks';
import { BlueskyClient, type BlueskySession, linkFacets } from './bluesky';
import { postStatus, uploadMedia } from './mastodon';
import { NetworkError } from './net';
import { type SealKey, seal, unseal } from './seal';

type Publication = typeof publications.$inferSelect;

/** How late a publication may still go out: past this after its time, it fails as missed. */
export const MISSED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Tries before a retryable failure (429, 5xx, timeouts) becomes final. */
export const MAX_ATTEMPTS = 5;
/** How long a claim holds a job: past it, an instance that died while sending loses it to another. */
export const LEASE_MS = 5 * 60 * 1000;
const BATCH = 5;

/** 30 s, 2 min, 8 min, 32 min… (at most an hour), or the network's Retry-After when later. */
export function backoffMs(attempts: number, retryAfterSeconds?: number): number {
  const base = Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
  return Math.max(base, Math.min((retryAfterSeconds ?? 0) * 1000, 60 * 60 * 1000));
}

/** This instance's lease on a job ended and another instance claimed it. */
class LeaseLost extends Error {}

export interface SchedulerDeps {
  database: Database;
  logger: Logger;
  policy: FetchPolicy;
  key: SealKey;
}

export interface Scheduler extends Ticker {
  /** Claims the jobs due at `now` and sends them; answers how many it handled. */
  tick(now?: Date): Promise<number>;
}

/**
 * The publications' scheduler: jobs are rows of `publications`, claimed in one statement with
 * FOR UPDATE SKIP LOCKED under a lease, so instances sharing a database never take the same job
 * and a job whose instance died is taken again once its lease ends (docs/decisions/0057).
 */
export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { database, logger } = deps;

  async function claim(now: Date): Promise<Publication[]> {
    const { db } = database;
    const due = db
      .select({ id: publications.id })
      .from(publications)
      .where(
        or(
          and(eq(publications.state, 'scheduled'), lte(publications.dueAt, now)),
          and(eq(publications.state, 'publishing'), lt(publications.lockedUntil, now)),
        ),
      )
      .orderBy(asc(publications.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(publications)
      .set({
        state: 'publishing',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${publications.attempts} + 1`,
      })
      .where(inArray(publications.id, due))
      .returning();
  }

  // A claim's lease end is its fencing token: a later claim of the same row (after the lease
  // ended) always sets a later one, so an instance that outlived its lease, still sending,
  // can no longer write over the state or progress of the instance that took the job over.
  const held = (job: Publication) =>
    and(
      eq(publications.id, job.id),
      eq(publications.state, 'publishing'),
      job.lockedUntil ? eq(publications.lockedUntil, job.lockedUntil) : undefined,
    );

  /** Writes a job's end while this claim holds it; false when another instance took it over. */
  const finish = async (job: Publication, values: Partial<Publication>) => {
    const written = await database.db
      .update(publications)
      .set({ lockedUntil: null, ...values })
      .where(held(job))
      .returning({ id: publications.id });
    return written.length > 0;
  };

  async function send(job: Publication): Promise<string> {
    const { db } = database;
    const [connection] = job.connectionId
      ? await db.select().from(publishingConnections).where(eq(publishingConnections.id, job.connectionId))
      : [];
    if (!connection) throw new NetworkError('publishing.errors.disconnected', false);
    const progress: PublicationProgress = { ...job.progress, posted: [...job.progress.posted] };
    const keep = async () => {
      const kept = await db
        .update(publications)
        .set({ progress })
        .where(held(job))
        .returning({ id: publications.id });
      // Taken over after this lease ended: the other instance sends the rest, not this one.
      if (kept.length === 0) throw new LeaseLost();
    };
    const image = job.image && job.imageType ? { data: job.image, type: job.imageType } : null;
    if (connection.network === 'bluesky') {
      const client = new BlueskyClient(
        connection.service,
        unseal<BlueskySession>(deps.key, connection.secret),
        deps.policy,
        async (session) => {
          await db
            .update(publishingConnections)
            .set({ secret: seal(deps.key, session) })
            .where(eq(publishingConnections.id, connection.id));
        },
      );
      if (image && progress.blob === undefined) {
        progress.blob = await client.uploadBlob(image.data, image.type);
        await keep();
      }
      for (let index = progress.posted.length; index < job.parts.length; index++) {
        const part = job.parts[index] as (typeof job.parts)[number];
        const root = progress.posted[0];
        const parent = progress.posted[index - 1];
        const facets = linkFacets(part.text);
        const record: Record<string, unknown> = {
          $type: 'app.bsky.feed.post',
          text: part.text,
          createdAt: new Date().toISOString(),
          ...(facets.length > 0 && { facets }),
          ...(index === 0 &&
            progress.blob !== undefined && {
              embed: {
                $type: 'app.bsky.embed.images',
                images: [{ image: progress.blob, alt: job.altText ?? '' }],
              },
            }),
          ...(root?.uri &&
            parent?.uri && {
              reply: { root: { uri: root.uri, cid: root.cid }, parent: { uri: parent.uri, cid: parent.cid } },
            }),
        };
        // A retry after an answer that never arrived finds the record at its rkey.
        const ref =
          (job.attempts > 1 ? await client.existing(part.rkey) : null) ??
          (await client.createPost(part.rkey, record));
        progress.posted.push({ id: part.rkey, ...ref, url: client.postUrl(part.rkey) });
        await keep();
      }
    } else {
      const { token } = unseal<{ token: string }>(deps.key, connection.secret);
      if (image && progress.mediaId === undefined) {
        progress.mediaId = await uploadMedia(connection.service, token, image, job.altText, deps.policy);
        await keep();
      }
      for (let index = progress.posted.length; index < job.parts.length; index++) {
        const part = job.parts[index] as (typeof job.parts)[number];
        const status = await postStatus(
          connection.service,
          token,
          {
            text: part.text,
            inReplyToId: progress.posted[index - 1]?.id,
            mediaIds: index === 0 && progress.mediaId ? [progress.mediaId] : [],
            idempotencyKey: `captia-${job.id}-${index}`,
          },
          deps.policy,
        );
        progress.posted.push({ id: status.id, url: status.url });
        await keep();
      }
    }
    await db
      .update(publishingConnections)
      .set({ lastUsedAt: new Date() })
      .where(eq(publishingConnections.id, connection.id));
    return progress.posted[0]?.url ?? '';
  }

  /** The account's webhooks hear of a publication's end (decision 0058); never fails the job. */
  const announce = (
    job: Publication,
    type: 'post.published' | 'post.failed',
    url: string | null,
    reason: string | null,
  ) =>
    emitEvent(
      database.db,
      job.userId,
      type,
      {
        publicationId: job.id,
        network: job.network,
        campaignId: job.campaignId,
        postId: job.postId,
        url,
        reason,
      },
      logger,
    );

  async function run(job: Publication, now: Date) {
    // Never tried, and due more than a day ago: the server was down at its time.
    if (
      job.attempts === 1 &&
      job.progress.posted.length === 0 &&
      now.getTime() - job.at.getTime() > MISSED_AFTER_MS
    ) {
      if (await finish(job, { state: 'failed', reason: 'publishing.errors.missed' }))
        await announce(job, 'post.failed', null, 'publishing.errors.missed');
      return;
    }
    try {
      const url = await send(job);
      if (await finish(job, { state: 'published', url, publishedAt: new Date(), reason: null }))
        await announce(job, 'post.published', url, null);
      logger.info({ publication: job.id, network: job.network }, 'published');
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ publication: job.id }, 'publication taken over by another instance');
        return;
      }
      const known = error instanceof NetworkError;
      const retryable = !known || error.retryable;
      const reason = known ? error.reason : 'publishing.errors.unreachable';
      if (!known) logger.error({ err: error, publication: job.id }, 'publication failed unexpectedly');
      if (retryable && job.attempts < MAX_ATTEMPTS) {
        const wait = backoffMs(job.attempts, known ? error.retryAfterSeconds : undefined);
        await finish(job, { state: 'scheduled', dueAt: new Date(now.getTime() + wait), reason });
        logger.warn(
          { publication: job.id, attempts: job.attempts, status: known ? error.status : 0 },
          'publication retried later',
        );
      } else {
        if (await finish(job, { state: 'failed', reason })) await announce(job, 'post.failed', null, reason);
        logger.warn({ publication: job.id, status: known ? error.status : 0 }, 'publication failed');
      }
    }
  }

  async function tick(now = new Date()): Promise<number> {
    const jobs = await claim(now);
    for (const job of jobs) await run(job, now);
    return jobs.length;
  }

  return { tick, ...ticker(() => tick(), logger, 'scheduler tick failed') };
}
