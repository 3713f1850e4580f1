import { COOKIE_OR_KEY, errors, json, jsonBody, operation } from '../declare';
import { LinkContentSchema, LinkReadRequestSchema } from '../links';

const tags = ['Links'];

/** `/api/links`: what a page says, read by the server's guarded fetcher (decision 0031). */
export const linksApi = {
  read: operation({
    method: 'post',
    path: '/api/links/read',
    tags,
    summary: 'Read a link: its title, summary and main text (not counted; 30 a minute)',
    description:
      "Fetches the page from the server (public addresses only, at most 3 redirects, 10 s and 2 MB; HTML or plain text) and extracts its main content; the page's scripts never run. Refusals: `link_blocked`, `link_unreadable`, `link_too_large`, `link_timeout`.",
    security: COOKIE_OR_KEY,
    request: jsonBody(LinkReadRequestSchema),
    responses: { 200: json(LinkContentSchema, 'What the page says'), ...errors(400, 401, 429) },
  }),
};
