import { z } from 'zod';
import { RecordIdSchema } from '../../schemas/text';
import { COOKIE_ONLY, COOKIE_OR_KEY, errors, json, jsonBody, operation } from '../declare';
import {
  ConnectionListSchema,
  CreateConnectionSchema,
  CreatedConnectionSchema,
  PublicationSchema,
  PublishPostSchema,
  PublishSchema,
} from '../publishing';

const tags = ['Publishing'];
/**
 * Where a Mastodon instance sends the browser back after its sign-in (`?code&state`): a redirect
 * to the preferences for a browser, not an API call, so outside the OpenAPI document.
 */
export const MASTODON_CALLBACK_PATH = '/api/connections/mastodon/callback';
const postParams = z.object({ id: RecordIdSchema, postId: RecordIdSchema });

/**
 * `/api/connections` and `/api/publish`: accounts on Bluesky and Mastodon, and posts sent to them
 * now or at a time (paid plans; docs/decisions/0057). Another account's ids are a 404.
 */
export const publishingApi = {
  listConnections: operation({
    method: 'get',
    path: '/api/connections',
    tags,
    summary: 'Your connected Bluesky and Mastodon accounts (never a token or password)',
    description:
      'Their ids are what `POST /api/publish` and a campaign post’s publish take as `connectionId`.',
    security: COOKIE_OR_KEY,
    responses: { 200: json(ConnectionListSchema, 'Oldest first'), ...errors(401) },
  }),
  createConnection: operation({
    method: 'post',
    path: '/api/connections',
    tags,
    summary: 'Connect Bluesky (with an app password) or start connecting Mastodon (answers where to sign in)',
    description:
      'Bluesky: the PDS is asked for a session (`com.atproto.server.createSession`); a main password is refused. ' +
      'Mastodon: CaptIA registers itself on the instance once, and the answer’s `authorizeUrl` is opened in the ' +
      'browser; the instance then sends it back to `GET /api/connections/mastodon/callback`. Paid plans only ' +
      '(403 `plan_required`); 409 `connection_limit_reached` past the plan’s connections.',
    security: COOKIE_ONLY,
    request: jsonBody(CreateConnectionSchema),
    responses: {
      201: json(CreatedConnectionSchema, 'The connection (Bluesky) or `{authorizeUrl}` (Mastodon)'),
      ...errors(400, 401, 403, 409, 502),
    },
  }),
  removeConnection: operation({
    method: 'delete',
    path: '/api/connections/{id}',
    tags,
    summary: 'Disconnect an account (its Mastodon token is revoked; its pending publications fail)',
    security: COOKIE_ONLY,
    request: { params: z.object({ id: RecordIdSchema }) },
    responses: { 204: { description: 'Disconnected' }, ...errors(400, 401, 404) },
  }),
  publish: operation({
    method: 'post',
    path: '/api/publish',
    tags,
    summary: 'Publish a text or a thread (with a photo and its alt text) now or at a time',
    description:
      'Answers 202 with the publication, `scheduled`; the scheduler sends it when due, once, retrying on 429, 5xx ' +
      'and timeouts. A thread goes out as a chain of replies; the photo goes on the first post.',
    security: COOKIE_OR_KEY,
    request: jsonBody(PublishSchema),
    responses: { 202: json(PublicationSchema, 'Accepted'), ...errors(400, 401, 403, 404, 409, 413) },
  }),
  publishPost: operation({
    method: 'post',
    path: '/api/campaigns/{id}/posts/{postId}/publish',
    tags,
    summary: 'Publish a campaign’s post now or at a time (once: asked again, the same publication answers)',
    security: COOKIE_OR_KEY,
    request: { params: postParams, ...jsonBody(PublishPostSchema) },
    responses: {
      202: json(PublicationSchema, 'Accepted, or the one already pending or done'),
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  postPublication: operation({
    method: 'get',
    path: '/api/campaigns/{id}/posts/{postId}/publication',
    tags,
    summary: 'The latest publication of a campaign’s post',
    security: COOKIE_OR_KEY,
    request: { params: postParams },
    responses: { 200: json(PublicationSchema, 'Its state'), ...errors(400, 401, 404) },
  }),
  retryPublication: operation({
    method: 'post',
    path: '/api/publications/{id}/retry',
    tags,
    summary: 'Send a failed publication again, to the same account (a new publication)',
    description:
      'Answers 202 with the new publication (its text, photo, alt text, campaign post or history caption are the ' +
      'failed one’s), now. One that has not failed is answered as it is; one whose account was disconnected is a 400.',
    security: COOKIE_OR_KEY,
    request: { params: z.object({ id: RecordIdSchema }) },
    responses: {
      202: json(PublicationSchema, 'Accepted, or the publication as it is when it has not failed'),
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  readPublication: operation({
    method: 'get',
    path: '/api/publications/{id}',
    tags,
    summary:
      'A publication’s state: scheduled, publishing, published (with its URL) or failed (with the reason)',
    security: COOKIE_OR_KEY,
    request: { params: z.object({ id: RecordIdSchema }) },
    responses: { 200: json(PublicationSchema, 'Its state'), ...errors(400, 401, 404) },
  }),
};
