import { linksApi } from '@captia/shared';
import { clientNetwork } from '../http/client-ip';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { currentUser, requireUser } from '../lib/session';
import type { LinkReader } from './link-reader';
import { type LinkLimits, readLinkLimited } from './read-limited';

/** `POST /api/links/read`: not counted against the quota (no model runs). */
export function linksRoutes(reader: LinkReader, limits: LinkLimits) {
  return createRouter().openapi(route(linksApi.read, requireUser), async (c) => {
    const asker = { userId: currentUser(c).id, network: clientNetwork(c, limits.trustProxy) };
    const content = await readLinkLimited(c.get('db'), reader, limits, asker, c.req.valid('json').url);
    c.header('Cache-Control', 'no-store');
    return c.json(content, 200);
  });
}
