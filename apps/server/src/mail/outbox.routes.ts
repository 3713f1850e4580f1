import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import type { Env } from '../env';
import { sendError } from '../http/errors';
import { renderMailboxPage } from './mailbox.page';
import type { Mailer } from './mailer';
import { listOutbox, type OutboxQuery } from './outbox.transport';

export interface OutboxRoutesDeps {
  nodeEnv: Env['NODE_ENV'];
  mailer: Pick<Mailer, 'kind'>;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/** The outbox is a development aid: never in production, and absent when mail goes over SMTP. */
export function outboxAvailable(deps: OutboxRoutesDeps): boolean {
  return deps.nodeEnv !== 'production' && deps.mailer.kind === 'outbox';
}

function outboxQuery(c: Context<AppEnv>): OutboxQuery {
  const to = c.req.query('to')?.trim() || undefined;
  const requested = Number.parseInt(c.req.query('limit') ?? '', 10);
  const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_LIMIT) : DEFAULT_LIMIT;
  return { to, limit };
}

/** `GET /api/dev/outbox?to=&limit=` → `[{to, subject, text, html, createdAt}]`, newest first. */
export function outboxRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!available) return sendError(c, 404, 'not_found');
    const mails = await listOutbox(c.get('db'), outboxQuery(c));
    c.header('Cache-Control', 'no-store');
    return c.json(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
      })),
    );
  });
}

/** `GET /dev/mailbox?to=` — the outbox as a page, for people (and end-to-end tests). */
export function mailboxPageRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!available) return c.text('Not found', 404);
    const query = outboxQuery(c);
    const mails = await listOutbox(c.get('db'), query);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderMailboxPage(mails, { to: query.to }));
  });
}
