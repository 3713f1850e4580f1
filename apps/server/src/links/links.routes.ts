import { linksApi } from '@captia/shared';
import type { Context } from 'hono';
import { clientNetwork } from '../http/client-ip';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { consumeRateLimit } from '../lib/rate-limit';
import { currentUser, requireUser } from '../lib/session';
import type { LinkReader, PageContent } from './link-reader';

/** Links read a minute, per account and per client network (shared by every instance). */
export const LINK_READS_PER_MINUTE = 30;

export interface LinkLimits {
  trustProxy: number;
  rateLimitScale: number;
}

/**
 * Reads a link for the signed-in user, within the per-account and per-network limits (429
 * `rate_limited` past either). Generation from a link goes through here too: a link that fails
 * costs no quota, so without this limit it would be a free way to make the server fetch.
 */
export async function readLinkLimited(
  c: Context<AppEnv>,
  reader: LinkReader,
  limits: LinkLimits,
  url: string,
): Promise<PageContent> {
  const db = c.get('db');
  const rule = { window: 60, max: Math.ceil(LINK_READS_PER_MINUTE * limits.rateLimitScale) };
  for (const key of [`links:user:${currentUser(c).id}`, `links:ip:${clientNetwork(c, limits.trustProxy)}`]) {
    const decision = await consumeRateLimit(db, key, rule);
    if (!decision.allowed)
      throw new AppError(429, 'rate_limited', {
        retryAfter: Math.max(1, decision.retryAfterSeconds),
        values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
      });
  }
  return reader.read(url);
}

/** `POST /api/links/read`: not counted against the quota (no model runs). */
export function linksRoutes(reader: LinkReader, limits: LinkLimits) {
  return createRouter().openapi(route(linksApi.read, requireUser), async (c) => {
    const content = await readLinkLimited(c, reader, limits, c.req.valid('json').url);
    c.header('Cache-Control', 'no-store');
    return c.json(content, 200);
  });
}
