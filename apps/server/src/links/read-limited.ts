import type { AppDb } from '../db/client';
import { AppError } from '../http/errors';
import { consumeRateLimit } from '../lib/rate-limit';
import type { LinkReader, PageContent } from './link-reader';

/** Links read a minute, per account and per client network (shared by every instance). */
export const LINK_READS_PER_MINUTE = 30;

export interface LinkLimits {
  trustProxy: number;
  rateLimitScale: number;
}

/** Who asks for a link: the account, and the client's network as the rate limits key it (http/client-ip.ts). */
export interface LinkAsker {
  userId: string;
  network: string;
}

/**
 * Reads a link for a signed-in user, within the per-account and per-network limits (429
 * `rate_limited` past either). Generation from a link goes through here too: a link that fails
 * costs no quota, so without this limit it would be a free way to make the server fetch.
 */
export async function readLinkLimited(
  db: AppDb,
  reader: LinkReader,
  limits: Pick<LinkLimits, 'rateLimitScale'>,
  asker: LinkAsker,
  url: string,
): Promise<PageContent> {
  const rule = { window: 60, max: Math.ceil(LINK_READS_PER_MINUTE * limits.rateLimitScale) };
  for (const key of [`links:user:${asker.userId}`, `links:ip:${asker.network}`]) {
    const decision = await consumeRateLimit(db, key, rule);
    if (!decision.allowed)
      throw new AppError(429, 'rate_limited', {
        retryAfter: Math.max(1, decision.retryAfterSeconds),
        values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
      });
  }
  return reader.read(url);
}
