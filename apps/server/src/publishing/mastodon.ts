import { randomBytes } from 'node:crypto';
import type { FetchPolicy } from '#server/links';
import { callApi, jsonRequest, NetworkError } from './net';

/** What CaptIA asks of a Mastodon account: read who it is, post statuses and their media. */
export const MASTODON_SCOPES = 'read:accounts write:statuses write:media';

export interface MastodonApp {
  clientId: string;
  clientSecret: string;
}

/** `POST /api/v1/apps`: CaptIA registered on the instance (kept, once per instance). */
export async function registerApp(
  instance: string,
  redirectUri: string,
  website: string,
  policy: FetchPolicy,
) {
  const { json } = await callApi(
    `${instance}/api/v1/apps`,
    jsonRequest({ client_name: 'CaptIA', redirect_uris: redirectUri, scopes: MASTODON_SCOPES, website }),
    policy,
  );
  if (typeof json.client_id !== 'string' || typeof json.client_secret !== 'string')
    throw new NetworkError('publishing.errors.unreachable', false);
  return { clientId: json.client_id, clientSecret: json.client_secret };
}

export function authorizeUrl(instance: string, app: MastodonApp, redirectUri: string, state: string): string {
  const url = new URL('/oauth/authorize', instance);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: MASTODON_SCOPES,
    state,
  }).toString();
  return url.href;
}

/** `POST /oauth/token` then `GET /api/v1/accounts/verify_credentials`. */
export async function exchangeCode(
  instance: string,
  app: MastodonApp,
  redirectUri: string,
  code: string,
  policy: FetchPolicy,
) {
  const { json } = await callApi(
    `${instance}/oauth/token`,
    jsonRequest({
      grant_type: 'authorization_code',
      code,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: redirectUri,
      scope: MASTODON_SCOPES,
    }),
    policy,
  );
  if (typeof json.access_token !== 'string') throw new NetworkError('publishing.errors.unreachable', false);
  const token = json.access_token;
  const account = await callApi(
    `${instance}/api/v1/accounts/verify_credentials`,
    { headers: { authorization: `Bearer ${token}` } },
    policy,
  );
  const { id, acct } = account.json;
  if (typeof id !== 'string' || typeof acct !== 'string')
    throw new NetworkError('publishing.errors.unreachable', false);
  return { token, accountId: id, handle: `@${acct}@${new URL(instance).host}` };
}

/** `POST /oauth/revoke`: the token stops working (best effort: a disconnection never waits on it). */
export async function revokeToken(instance: string, app: MastodonApp, token: string, policy: FetchPolicy) {
  await callApi(
    `${instance}/oauth/revoke`,
    jsonRequest({ client_id: app.clientId, client_secret: app.clientSecret, token }),
    policy,
  );
}

/** `POST /api/v2/media` with the alt text as `description` (multipart, as the API takes it). */
export async function uploadMedia(
  instance: string,
  token: string,
  image: { data: Buffer; type: string },
  description: string | null,
  policy: FetchPolicy,
): Promise<string> {
  const boundary = `captia${randomBytes(12).toString('hex')}`;
  const extension = image.type.split('/')[1] ?? 'bin';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.${extension}"\r\nContent-Type: ${image.type}\r\n\r\n`,
    ),
    image.data,
    Buffer.from('\r\n'),
  ];
  if (description)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${description}\r\n`,
      ),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const { json } = await callApi(
    `${instance}/api/v2/media`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Buffer.concat(parts),
    },
    policy,
  );
  if (typeof json.id !== 'string') throw new NetworkError('publishing.errors.unreachable', false);
  return json.id;
}

/** `POST /api/v1/statuses` with an Idempotency-Key: the instance keeps one status per key. */
export async function postStatus(
  instance: string,
  token: string,
  status: { text: string; inReplyToId?: string; mediaIds?: string[]; idempotencyKey: string },
  policy: FetchPolicy,
) {
  const { json } = await callApi(
    `${instance}/api/v1/statuses`,
    jsonRequest(
      {
        status: status.text,
        ...(status.inReplyToId && { in_reply_to_id: status.inReplyToId }),
        ...(status.mediaIds?.length && { media_ids: status.mediaIds }),
      },
      { authorization: `Bearer ${token}`, 'idempotency-key': status.idempotencyKey },
    ),
    policy,
  );
  if (typeof json.id !== 'string') throw new NetworkError('publishing.errors.unreachable', false);
  return { id: json.id, url: statusUrl(instance, json.id, json.url) };
}

/**
 * The posted status's address as the instance gave it, if it is a web page of that instance;
 * else the instance's own page for the status. The address is shown as a link in the app and sent
 * to the account's webhooks: an instance answering `javascript:…` or another site's address does
 * not get it there.
 */
export function statusUrl(instance: string, id: string, given: unknown): string {
  const fallback = `${instance}/web/statuses/${encodeURIComponent(id)}`;
  if (typeof given !== 'string') return fallback;
  try {
    const url = new URL(given);
    const own = new URL(instance);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === own.origin) return url.href;
  } catch {
    // Not an address at all.
  }
  return fallback;
}
