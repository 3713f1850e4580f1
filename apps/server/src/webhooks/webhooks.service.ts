import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Language,
  MAX_WEBHOOKS,
  WEBHOOK_DELIVERIES_KEPT,
  type WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@captia/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { translator } from '#server/i18n.ts';
import { hasPaidPlan } from '#server/lib/paid-plan.ts';
import type { AllowList } from '#server/links';
import type { Logger } from '#server/logger.ts';

/** Rows an `execute` answered: node-postgres and PGlite both give `{rows}`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Standard Webhooks' secret: `whsec_` and the base64 of 32 random bytes. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
/** A delivery's id, the `webhook-id` header: the same on every retry, so receivers can skip repeats. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** Why an endpoint was disabled, as stored: the last answer's status, no answer, or its secret unreadable. */
export type DisabledReason = `status:${number}` | 'no_answer' | 'secret_unreadable';

/** A stored reason in the reader's language (a reason stored as words is shown as it is). */
export function disabledReasonText(stored: string | null, language: Language): string | null {
  if (!stored) return null;
  const t = translator(language);
  if (stored === 'secret_unreadable') return t('integrations.webhooks.disabledSecret');
  if (stored === 'no_answer') return t('integrations.webhooks.disabledNoAnswer');
  const status = /^status:(\d{1,3})$/.exec(stored)?.[1];
  return status ? t('integrations.webhooks.disabledReason', { status }) : stored;
}

export const endpointView = (row: EndpointRow, language: Language) => ({
  id: row.id,
  url: row.url,
  events: row.events as (typeof WEBHOOK_EVENTS)[number][],
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  disabledReason: disabledReasonText(row.disabledReason, language),
});

export const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextRetryAt: row.state === 'pending' ? row.dueAt.toISOString() : null,
});

/**
 * A URL a delivery may be posted to, as far as can be told without resolving it: http(s), no
 * credentials, the default port unless LINK_FETCH_ALLOW names it. The address itself is checked
 * by the guarded fetcher at every delivery (a name's addresses can change).
 */
export function checkedUrl(raw: string, allow: AllowList): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(400, 'webhook_url_invalid');
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    (url.port !== '' && !allow.has(`${url.hostname.toLowerCase()}:${port}`))
  )
    throw new AppError(400, 'webhook_url_invalid');
  return url.href;
}

export function listEndpoints(db: AppDb, userId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row ?? null;
}

/** Inserted only while the account has fewer than MAX_WEBHOOKS endpoints (counted under the account's lock). */
export async function insertEndpoint(
  db: AppDb,
  values: { userId: string; url: string; events: string[]; secret: string },
): Promise<EndpointRow> {
  const id = randomUUID();
  // The account's row locked for the transaction: concurrent creations count one after another.
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from usuarios where id = ${values.userId} for update`);
    return tx.execute(sql`
      insert into ${webhookEndpoints} (id, user_id, url, events, secret)
      select ${id}, ${values.userId}, ${values.url}, ${JSON.stringify(values.events)}::jsonb, ${values.secret}
      where (select count(*) from ${webhookEndpoints} where user_id = ${values.userId}) < ${MAX_WEBHOOKS}
      returning id`);
  });
  const row = rows(inserted).length > 0 ? await findEndpoint(db, values.userId, id) : null;
  if (!row) throw new AppError(409, 'webhook_limit_reached', { values: { max: MAX_WEBHOOKS } });
  return row;
}

export async function removeEndpoint(db: AppDb, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export function recentDeliveries(db: AppDb, endpointId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_KEPT);
}

/** The body every delivery posts: `{type, timestamp, data}`, written once and sent as is. */
export function payloadOf(type: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** Queues a `webhook.test` delivery to one endpoint, due now. */
export async function queueTest(db: AppDb, endpoint: EndpointRow): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: newMessageId(),
      endpointId: endpoint.id,
      event: WEBHOOK_TEST_EVENT,
      payload: payloadOf(WEBHOOK_TEST_EVENT, { webhookId: endpoint.id }),
      state: 'pending',
      dueAt: new Date(),
    })
    .returning();
  await pruneDeliveries(db, endpoint.id);
  return row as DeliveryRow;
}

/**
 * Queues an event for each of the account's enabled endpoints that asked for it (one statement;
 * each gets a delivery id of its own), while the account is on a paid plan: a downgraded
 * account's endpoints stay stored but get nothing. Never throws: an event that cannot be queued is logged,
 * and the work that raised it (a generation, a review) is not undone for it.
 */
export async function emitEvent(
  db: AppDb,
  userId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  logger?: Logger,
): Promise<void> {
  try {
    if (!(await hasPaidPlan(db, userId))) return;
    await db.execute(sql`
      insert into webhook_deliveries (id, endpoint_id, event, payload, state, due_at)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${type}, ${payloadOf(type, data)}, 'pending', now()
      from webhook_endpoints e
      where e.user_id = ${userId} and e.disabled_at is null and e.events @> ${JSON.stringify([type])}::jsonb`);
  } catch (error) {
    logger?.warn({ err: error, event: type }, 'webhook event not queued');
  }
}

/** Keeps an endpoint's latest WEBHOOK_DELIVERIES_KEPT deliveries; older ones go once done. */
export async function pruneDeliveries(db: AppDb, endpointId: string): Promise<void> {
  await db.execute(sql`
    delete from webhook_deliveries
    where endpoint_id = ${endpointId} and state in ('delivered', 'failed')
      and id not in (
        select id from webhook_deliveries where endpoint_id = ${endpointId}
        order by created_at desc, id desc limit ${WEBHOOK_DELIVERIES_KEPT}
      )`);
}
