import type { Language } from '@captia/shared';
import { isLanguage } from '@captia/shared';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database } from '#server/db/client.ts';
import { usuarios, webhookDeliveries, webhookEndpoints } from '#server/db/schema/index.ts';
import { hasPaidPlan } from '#server/lib/paid-plan.ts';
import { type Ticker, ticker } from '#server/lib/ticker.ts';
import { type FetchPolicy, guardedRequest, LinkError } from '#server/links';
import type { Logger } from '#server/logger.ts';
import { type Mailer, webhookDisabledEmail } from '#server/mail';
import { type DisabledReason, pruneDeliveries } from './webhooks.service';

type Delivery = typeof webhookDeliveries.$inferSelect;

/**
 * Waits after each failed try: 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h — nine tries over
 * 23 h 36 min, then the delivery fails and its endpoint is disabled (docs/decisions/0058).
 */
export const RETRY_DELAYS_MS = [5e3, 60e3, 300e3, 1_800e3, 7_200e3, 18_000e3, 28_800e3, 28_800e3];
/** How long a claim holds a delivery: past it, one whose instance died is taken again. */
export const DELIVERY_LEASE_MS = 60_000;
const BATCH = 10;

export interface DispatcherDeps {
  database: Database;
  logger: Logger;
  /** The guarded fetcher's rules (LINK_FETCH_ALLOW; tests inject a resolver and short timeouts). */
  policy: FetchPolicy;
  /** Opens an endpoint's sealed secret (the publishing connections' sealing, handed in by app.ts). */
  unseal: (sealed: string) => string;
  mailer?: Mailer;
  publicUrl: string;
}

export interface Dispatcher extends Ticker {
  /** Claims the deliveries due at `now` and posts them; answers how many it handled. */
  tick(now?: Date): Promise<number>;
}

/** What a receiver's failure is recorded as: its status, or why nothing was answered. */
function failureOf(error: unknown): { status: number; error: string } {
  if (error instanceof LinkError) return { status: 0, error: error.code };
  return { status: 0, error: 'link_unreadable' };
}

/**
 * The webhook deliveries' dispatcher: rows of `webhook_deliveries` claimed in one statement with
 * FOR UPDATE SKIP LOCKED under a lease, as the publications' scheduler claims its jobs; every
 * later write of a claim is fenced by its lease's end, so an instance that outlived its lease
 * changes nothing. Each post goes through the link reader's guarded fetcher.
 */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { database, logger } = deps;

  /**
   * The due deliveries, at most one per endpoint (its oldest due), and none of an endpoint with one
   * in flight: an endpoint that hangs or fails holds one slot of a batch, never all of them, so
   * one account's receivers cannot keep every other account's deliveries waiting.
   */
  async function claim(now: Date): Promise<Delivery[]> {
    const { db } = database;
    const at = sql`${now.toISOString()}::timestamptz`;
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          or(
            and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.dueAt, now)),
            and(eq(webhookDeliveries.state, 'delivering'), lt(webhookDeliveries.lockedUntil, now)),
          ),
          sql`${webhookDeliveries.id} = (select oldest.id from ${webhookDeliveries} oldest
            where oldest.endpoint_id = ${webhookDeliveries.endpointId}
              and (oldest.state = 'pending' and oldest.due_at <= ${at}
                or oldest.state = 'delivering' and oldest.locked_until < ${at})
            order by oldest.due_at, oldest.id limit 1)`,
          sql`not exists (select 1 from ${webhookDeliveries} busy
            where busy.endpoint_id = ${webhookDeliveries.endpointId} and busy.state = 'delivering'
              and busy.locked_until >= ${at})`,
        ),
      )
      .orderBy(asc(webhookDeliveries.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({
        state: 'delivering',
        lockedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
      })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  const held = (job: Delivery) =>
    and(
      eq(webhookDeliveries.id, job.id),
      eq(webhookDeliveries.state, 'delivering'),
      job.lockedUntil ? eq(webhookDeliveries.lockedUntil, job.lockedUntil) : undefined,
    );

  const finish = async (job: Delivery, values: Partial<Delivery>) => {
    const done = await database.db
      .update(webhookDeliveries)
      .set({ lockedUntil: null, ...values })
      .where(held(job))
      .returning({ id: webhookDeliveries.id });
    return done.length > 0;
  };

  /**
   * Disables an endpoint, its reason stored as a code (`status:<n>`, `no_answer`,
   * `secret_unreadable`) and translated when read, in the reader's language (`disabledReasonText`).
   */
  async function disable(endpointId: string, reason: DisabledReason, now: Date) {
    const { db } = database;
    const [owner] = await db
      .select({
        url: webhookEndpoints.url,
        email: usuarios.email,
        name: usuarios.nome,
        language: usuarios.language,
      })
      .from(webhookEndpoints)
      .innerJoin(usuarios, eq(usuarios.id, webhookEndpoints.userId))
      .where(eq(webhookEndpoints.id, endpointId));
    const language: Language = isLanguage(owner?.language) ? owner.language : 'en-US';
    const disabled = await db
      .update(webhookEndpoints)
      .set({
        disabledAt: now,
        disabledReason: reason,
      })
      .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.disabledAt} is null`))
      .returning({ id: webhookEndpoints.id });
    await db
      .update(webhookDeliveries)
      .set({ state: 'failed', error: 'endpoint_disabled', lockedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));
    logger.warn({ webhook: endpointId }, 'webhook endpoint disabled after a day of failures');
    // The notice goes once, by whichever instance disabled it.
    if (disabled.length === 0 || !owner || !deps.mailer) return;
    const mail = webhookDisabledEmail(language, {
      name: owner.name,
      url: `${deps.publicUrl.replace(/\/$/, '')}/preferences`,
      endpoint: owner.url,
    });
    await deps.mailer
      .send({ to: owner.email, language, ...mail })
      .catch((error) => logger.warn({ err: error, webhook: endpointId }, 'webhook notice not sent'));
  }

  async function run(job: Delivery, now: Date) {
    const { db } = database;
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, job.endpointId));
    if (!endpoint || endpoint.disabledAt) {
      await finish(job, { state: 'failed', error: 'endpoint_disabled' });
      return;
    }
    // Queued before a downgrade to the free plan: never sent.
    if (!(await hasPaidPlan(db, endpoint.userId))) {
      await finish(job, { state: 'failed', error: 'plan_required' });
      return;
    }
    let secret: string;
    try {
      secret = deps.unseal(endpoint.secret);
    } catch {
      // Sealed under another key (the session secret changed without CONNECTIONS_KEY): it can
      // never be signed again; the endpoint must be made anew.
      if (await finish(job, { state: 'failed', error: 'secret_unreadable', lastAttemptAt: now }))
        await disable(endpoint.id, 'secret_unreadable', now);
      return;
    }
    const timestamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const signature = new Webhook(secret).sign(job.id, timestamp, job.payload);
    let outcome: { status: number; error: string | null };
    try {
      const answer = await guardedRequest(
        endpoint.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': job.id,
            'webhook-timestamp': String(timestamp.getTime() / 1000),
            'webhook-signature': signature,
          },
          body: job.payload,
        },
        deps.policy,
      );
      outcome = {
        status: answer.status,
        error: answer.status >= 200 && answer.status < 300 ? null : 'status',
      };
    } catch (error) {
      outcome = failureOf(error);
    }
    const tries = [...job.tries, { at: now.toISOString(), status: outcome.status }].slice(-10);
    const common = { status: outcome.status, lastAttemptAt: now, tries };
    if (outcome.error === null) {
      await finish(job, { ...common, state: 'delivered', error: null, deliveredAt: now });
      logger.info({ webhook: endpoint.id, delivery: job.id }, 'webhook delivered');
    } else if (job.attempts <= RETRY_DELAYS_MS.length) {
      const wait = RETRY_DELAYS_MS[job.attempts - 1] as number;
      await finish(job, {
        ...common,
        state: 'pending',
        error: outcome.error,
        dueAt: new Date(now.getTime() + wait),
      });
      logger.info(
        { webhook: endpoint.id, delivery: job.id, status: outcome.status },
        'webhook retried later',
      );
    } else {
      if (await finish(job, { ...common, state: 'failed', error: outcome.error }))
        await disable(
          endpoint.id,
          outcome.status > 0 ? (`status:${outcome.status}` as const) : 'no_answer',
          now,
        );
    }
    await pruneDeliveries(db, endpoint.id);
  }

  async function tick(now = new Date()): Promise<number> {
    const jobs = await claim(now);
    // Each receiver waits for its own: one that hangs holds up only its delivery.
    await Promise.all(
      jobs.map((job) =>
        run(job, now).catch((error) =>
          logger.error({ err: error, delivery: job.id }, 'webhook delivery failed'),
        ),
      ),
    );
    return jobs.length;
  }

  return { tick, ...ticker(() => tick(), logger, 'webhook tick failed') };
}
