import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  isThreadNetwork,
  type Language,
  NETWORK_LIMITS,
  type PublishNetwork,
  splitThread,
  TIER_LIMITS,
  type Tier,
  withinLimits,
} from '@captia/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/client.ts';
import {
  captionsHistory,
  mastodonApps,
  mastodonSignIns,
  publications,
  publishingConnections,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { translator } from '#server/i18n.ts';
import { loadAccount } from '#server/lib/account.ts';
import { planOf } from '#server/lib/plan.ts';
import { publicationReason } from '#server/lib/post-publications.ts';
import { newTid } from './bluesky';
import { NetworkError } from './net';

/** Rows an `execute` answered: node-postgres and PGlite both give `{rows}`. */
const rowCount = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).length;

type ConnectionRow = typeof publishingConnections.$inferSelect;
type PublicationRow = typeof publications.$inferSelect;

export const connectionView = (row: ConnectionRow) => ({
  id: row.id,
  network: row.network,
  handle: row.handle,
  service: row.service,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function publicationView(row: PublicationRow, language: Language) {
  const reason = publicationReason(row.reason, language);
  return {
    id: row.id,
    connectionId: row.connectionId,
    network: row.network,
    campaignId: row.campaignId,
    postId: row.postId,
    state: row.state,
    at: row.at.toISOString(),
    attempts: row.attempts,
    url: row.url,
    reason: row.state === 'failed' || row.state === 'scheduled' ? reason : null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Publishing is on paid plans (TIER_LIMITS[tier].publishing); the free plan gets 403 plan_required. */
export async function publishingPlan(db: AppDb, userId: string): Promise<Tier> {
  const account = await loadAccount(db, userId);
  if (!account) throw new AppError(401, 'unauthorized');
  const { tier } = planOf(account);
  if (TIER_LIMITS[tier].publishing.connections === 0)
    throw new AppError(403, 'plan_required', { messageKey: 'publishing.errors.planRequired' });
  return tier;
}

export async function listConnections(db: AppDb, userId: string) {
  return db
    .select()
    .from(publishingConnections)
    .where(eq(publishingConnections.userId, userId))
    .orderBy(asc(publishingConnections.createdAt), asc(publishingConnections.id));
}

export async function findConnection(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(publishingConnections)
    .where(and(eq(publishingConnections.id, id), eq(publishingConnections.userId, userId)));
  return row ?? null;
}

/** Inserted only while the account has fewer than its plan's connections (one statement). */
export async function insertConnection(
  db: AppDb,
  tier: Tier,
  values: Omit<typeof publishingConnections.$inferInsert, 'id'>,
): Promise<ConnectionRow> {
  const max = TIER_LIMITS[tier].publishing.connections;
  const id = randomUUID();
  const inserted = await db.execute(sql`
    insert into ${publishingConnections} (id, user_id, network, handle, service, account_id, secret)
    select ${id}, ${values.userId}, ${values.network}, ${values.handle}, ${values.service}, ${values.accountId}, ${values.secret}
    where (select count(*) from ${publishingConnections} where user_id = ${values.userId}) < ${max}
    returning id`);
  if (rowCount(inserted) === 0) throw new AppError(409, 'connection_limit_reached', { values: { max } });
  const row = await findConnection(db, values.userId, id);
  if (!row) throw new AppError(409, 'connection_limit_reached', { values: { max } });
  return row;
}

export const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** A sign-in's state: 32 random bytes, kept hashed for 10 minutes, for this account only. */
export async function newSignIn(db: AppDb, userId: string, instance: string): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(mastodonSignIns).where(sql`${mastodonSignIns.expiresAt} < now()`);
  await db.insert(mastodonSignIns).values({
    stateHash: hashState(state),
    userId,
    instance,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
  });
  return state;
}

/** Takes the sign-in (once: deleted as it is read) if it is this account's and not expired. */
export async function takeSignIn(db: AppDb, userId: string, state: string): Promise<string | null> {
  const [row] = await db
    .delete(mastodonSignIns)
    .where(
      and(
        eq(mastodonSignIns.stateHash, hashState(state)),
        eq(mastodonSignIns.userId, userId),
        gt(mastodonSignIns.expiresAt, new Date()),
      ),
    )
    .returning({ instance: mastodonSignIns.instance });
  return row?.instance ?? null;
}

export async function keptApp(db: AppDb, instance: string, redirectUri: string) {
  const [row] = await db
    .select()
    .from(mastodonApps)
    .where(and(eq(mastodonApps.instance, instance), eq(mastodonApps.redirectUri, redirectUri)));
  return row ?? null;
}

export async function keepApp(db: AppDb, values: typeof mastodonApps.$inferInsert) {
  // Two sign-ins at once on a new instance: the first registration kept wins.
  await db.insert(mastodonApps).values(values).onConflictDoNothing();
  return keptApp(db, values.instance, values.redirectUri);
}

/** A text as the network takes it: within its limits, or refused naming the post. */
export function partsOf(texts: string[], network: PublishNetwork, language: Language) {
  const limit = NETWORK_LIMITS[network].maxLength;
  texts.forEach((text, index) => {
    if (!text.trim() || !withinLimits(network, text))
      throw new AppError(400, 'publish_invalid', {
        messageKey: 'publishing.errors.tooLong',
        values: { index: index + 1, network: translator(language)(`captions.networks.${network}`), limit },
      });
  });
  return texts.map((text) => ({ text, rkey: newTid() }));
}

/** A campaign post's text: one post, or a thread where it is longer than one. */
export function campaignParts(text: string, network: PublishNetwork, language: Language) {
  const texts =
    withinLimits(network, text) || !isThreadNetwork(network)
      ? [text]
      : splitThread(text, network, { numbering: true });
  return partsOf(texts, network, language);
}

const ONE_YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** `at` from now (a minute of clock skew allowed) up to a year ahead; now when absent. */
export function publicationTime(at: string | undefined, now = new Date()): Date {
  if (at === undefined) return now;
  const time = new Date(at);
  if (
    Number.isNaN(time.getTime()) ||
    time.getTime() < now.getTime() - 60_000 ||
    time.getTime() > now.getTime() + ONE_YEAR_MS
  )
    throw new AppError(400, 'publish_invalid', { messageKey: 'publishing.errors.timeOutOfRange' });
  return time < now ? now : time;
}

const IMAGE_TYPES: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (d) =>
    d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
};
/** Bluesky's limit on an image blob (app.bsky.embed.images: 1,000,000 bytes). */
export const MAX_IMAGE_BYTES = 1_000_000;

/** A photo as a `data:` URL, checked by its first bytes. */
export function decodeImage(dataUrl: string): { data: Buffer; type: string } {
  const refuse = () => new AppError(400, 'image_invalid', { messageKey: 'publishing.errors.image' });
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw refuse();
  const header = dataUrl.slice(5, comma);
  const [type = '', encoding] = header.split(';');
  const check = IMAGE_TYPES[type.toLowerCase()];
  if (!check || encoding !== 'base64') throw refuse();
  const data = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (data.length === 0 || data.length > MAX_IMAGE_BYTES || !check(data)) throw refuse();
  return { data, type: type.toLowerCase() };
}

/** A campaign post's publication pending or done, if it has one (a failed one may be retried). */
async function activeForPost(db: AppDb, postId: string): Promise<PublicationRow | undefined> {
  const [existing] = await db
    .select()
    .from(publications)
    .where(
      and(
        eq(publications.postId, postId),
        inArray(publications.state, ['scheduled', 'publishing', 'published']),
      ),
    );
  return existing;
}

/**
 * Queues a publication while the account has fewer than its plan's pending ones (one statement).
 * A campaign post's second request, while one is pending or done, inserts nothing (the unique
 * index): the one there is answered instead.
 */
export async function enqueue(
  db: AppDb,
  tier: Tier,
  values: Omit<typeof publications.$inferInsert, 'id' | 'state' | 'dueAt'>,
): Promise<PublicationRow> {
  if (values.postId) {
    const existing = await activeForPost(db, values.postId);
    if (existing) return existing;
  }
  const max = TIER_LIMITS[tier].publishing.pending;
  const id = randomUUID();
  const image = values.image ?? null;
  const inserted = await db.execute(sql`
    insert into ${publications} (id, user_id, connection_id, network, campaign_id, post_id, history_id, history_variant, parts, image, image_type, alt_text, at, due_at, state)
    select ${id}, ${values.userId}, ${values.connectionId}, ${values.network}, ${values.campaignId ?? null}, ${values.postId ?? null},
      ${values.historyId ?? null}, ${values.historyVariant ?? null},
      ${JSON.stringify(values.parts)}::jsonb, ${image}, ${values.imageType ?? null}, ${values.altText ?? null},
      ${values.at.toISOString()}::timestamptz, ${values.at.toISOString()}::timestamptz, 'scheduled'
    where (select count(*) from ${publications} where user_id = ${values.userId} and state in ('scheduled', 'publishing')) < ${max}
    on conflict do nothing
    returning id`);
  if (rowCount(inserted) === 0) {
    if (values.postId) {
      const existing = await activeForPost(db, values.postId);
      if (existing) return existing;
    }
    throw new AppError(409, 'publish_limit_reached', { values: { max } });
  }
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row) throw new AppError(409, 'publish_limit_reached', { values: { max } });
  return row;
}

/**
 * The history caption a result's publication is filed under: the account's entry (or version)
 * `historyId` with a caption of `network` numbered `variant`. Null for anything else (a 404).
 */
export async function historyCaption(
  db: AppDb,
  userId: string,
  historyId: string,
  network: PublishNetwork,
  variant: number,
): Promise<{ historyId: string; historyVariant: number } | null> {
  const [row] = await db
    .select({ captions: captionsHistory.captions })
    .from(captionsHistory)
    .where(and(eq(captionsHistory.id, historyId), eq(captionsHistory.userId, userId)));
  const found = row?.captions.some((caption) => caption.network === network && caption.variant === variant);
  return found ? { historyId, historyVariant: variant } : null;
}

/**
 * A failed publication sent again, now: the same row resumed, not a new one. The parts already out
 * stay out (its progress), and the rest go with the record keys and Idempotency-Keys chosen for
 * them before the first try, so a part whose answer never came is found at its key, not posted
 * twice. One statement takes it from failed to scheduled: of two retries at once, one resumes it
 * and the other is answered with it. It counts toward the plan's pending publications; a campaign
 * post published again since (a pending or done publication of its own) is answered instead. One
 * that has not failed is answered as it is; a disconnected account is a 400.
 */
export async function retryPublication(db: AppDb, tier: Tier, row: PublicationRow): Promise<PublicationRow> {
  if (row.state !== 'failed') return row;
  if (!row.connectionId)
    throw new AppError(400, 'publish_invalid', { messageKey: 'publishing.errors.disconnected' });
  const max = TIER_LIMITS[tier].publishing.pending;
  const now = new Date().toISOString();
  // attempts = 1: the claim makes it 2, so the scheduler looks for each part at its key before
  // sending it, and never takes the resumed job for one missed while the server was down.
  const resumed = await db.execute(sql`
    update ${publications} set state = 'scheduled', attempts = 1, at = ${now}::timestamptz,
      due_at = ${now}::timestamptz, locked_until = null, reason = null
    where id = ${row.id} and state = 'failed'
      and (select count(*) from ${publications} where user_id = ${row.userId} and state in ('scheduled', 'publishing')) < ${max}
      and (post_id is null or not exists (
        select 1 from ${publications} other
        where other.post_id = ${publications}.post_id and other.state in ('scheduled', 'publishing', 'published')))
    returning id`);
  const [current] = await db.select().from(publications).where(eq(publications.id, row.id));
  if (rowCount(resumed) === 1 && current) return current;
  if (current && current.state !== 'failed') return current;
  if (row.postId) {
    const active = await activeForPost(db, row.postId);
    if (active) return active;
  }
  throw new AppError(409, 'publish_limit_reached', { values: { max } });
}

export async function findPublication(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.userId, userId)));
  return row ?? null;
}

export async function latestOfPost(db: AppDb, userId: string, postId: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.postId, postId), eq(publications.userId, userId)))
    .orderBy(desc(publications.createdAt))
    .limit(1);
  return row ?? null;
}

/** A NetworkError as the answer to a connection attempt: 400 for a refusal, 502 when unreachable. */
export function connectionRefusal(error: unknown): AppError {
  if (!(error instanceof NetworkError)) throw error;
  const messageKey = error.reason.startsWith('publishing.errors.')
    ? error.reason
    : 'publishing.errors.signInRefused';
  const status = error.retryable || messageKey === 'publishing.errors.unreachable' ? 502 : 400;
  return new AppError(status, 'connection_failed', { messageKey });
}
