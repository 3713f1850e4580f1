import { randomInt } from 'node:crypto';
import type { FetchPolicy } from '#server/links';
import { type ApiAnswer, callApi, jsonRequest, NetworkError } from './net';

/** A Bluesky session as kept (sealed) in the connection. */
export interface BlueskySession {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
}

const xrpc = (service: string, method: string) => `${service}/xrpc/${method}`;

/** The `scope` a PDS wrote in a session's access token (not verified: only read). */
function tokenScope(jwt: string): string | null {
  const [, payload] = jwt.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scope?: unknown };
    return typeof claims.scope === 'string' ? claims.scope : null;
  } catch {
    return null;
  }
}

function sessionOf(answer: ApiAnswer): BlueskySession {
  const { did, handle, accessJwt, refreshJwt } = answer.json;
  if (typeof did !== 'string' || typeof accessJwt !== 'string' || typeof refreshJwt !== 'string')
    throw new NetworkError('publishing.errors.unreachable', false);
  return { did, handle: typeof handle === 'string' ? handle : did, accessJwt, refreshJwt };
}

/**
 * `com.atproto.server.createSession`. A session made with the main password carries the scope
 * `com.atproto.access` (an app password's is `com.atproto.appPass`): it is refused, and ended.
 */
export async function createBlueskySession(
  service: string,
  identifier: string,
  password: string,
  policy: FetchPolicy,
): Promise<BlueskySession> {
  let answer: ApiAnswer;
  try {
    answer = await callApi(
      xrpc(service, 'com.atproto.server.createSession'),
      jsonRequest({ identifier, password }),
      policy,
    );
  } catch (error) {
    if (error instanceof NetworkError && error.status >= 400 && error.status < 500)
      throw new NetworkError('publishing.errors.signInRefused', false, error.status);
    throw error;
  }
  const session = sessionOf(answer);
  if (tokenScope(session.accessJwt) === 'com.atproto.access') {
    await callApi(
      xrpc(service, 'com.atproto.server.deleteSession'),
      { method: 'POST', headers: { authorization: `Bearer ${session.refreshJwt}` } },
      policy,
    ).catch(() => {});
    throw new NetworkError('publishing.errors.mainPassword', false, 400);
  }
  return session;
}

/** `com.atproto.server.refreshSession` with the refresh token. */
export async function refreshBlueskySession(
  service: string,
  session: BlueskySession,
  policy: FetchPolicy,
): Promise<BlueskySession> {
  const answer = await callApi(
    xrpc(service, 'com.atproto.server.refreshSession'),
    { method: 'POST', headers: { authorization: `Bearer ${session.refreshJwt}` } },
    policy,
  );
  return sessionOf(answer);
}

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';
let lastMicros = 0n;

/**
 * A TID (the AT Protocol's record key): microseconds since the epoch and a 10-bit clock id in
 * 13 base32-sortable characters. Chosen before a record is created, so a retry writes the same one.
 */
export function newTid(now = Date.now()): string {
  let micros = BigInt(now) * 1000n;
  if (micros <= lastMicros) micros = lastMicros + 1n;
  lastMicros = micros;
  let value = (micros << 10n) | BigInt(randomInt(1024));
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = TID_ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

export interface LinkFacet {
  index: { byteStart: number; byteEnd: number };
  features: { $type: 'app.bsky.richtext.facet#link'; uri: string }[];
}

const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '"', "'"]);
const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

/**
 * Link facets: Bluesky shows a link only where a facet says so, by UTF-8 byte offsets into the
 * text. Links are words starting with http:// or https:// (closing punctuation left out).
 */
export function linkFacets(text: string): LinkFacet[] {
  const facets: LinkFacet[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && isSpace(text[i] as string)) i++;
    const start = i;
    while (i < text.length && !isSpace(text[i] as string)) i++;
    let word = text.slice(start, i);
    if (!word.startsWith('https://') && !word.startsWith('http://')) continue;
    while (word.length > 0 && TRAILING.has(word[word.length - 1] as string)) word = word.slice(0, -1);
    if (!URL.canParse(word)) continue;
    const byteStart = Buffer.byteLength(text.slice(0, start), 'utf8');
    facets.push({
      index: { byteStart, byteEnd: byteStart + Buffer.byteLength(word, 'utf8') },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri: word }],
    });
  }
  return facets;
}

export interface StrongRef {
  uri: string;
  cid: string;
}

/** Calls with the access token, refreshing the session once when the PDS says it expired. */
export class BlueskyClient {
  constructor(
    readonly service: string,
    public session: BlueskySession,
    private readonly policy: FetchPolicy,
    /** Called with a refreshed session, to keep it. */
    private readonly onRefresh: (session: BlueskySession) => Promise<void>,
  ) {}

  private async authed(
    method: string,
    request: { headers?: Record<string, string>; body?: Buffer | string; method?: 'GET' | 'POST' },
    query = '',
  ) {
    const send = () =>
      callApi(
        `${xrpc(this.service, method)}${query}`,
        {
          method: request.method ?? 'POST',
          body: request.body,
          headers: { ...request.headers, authorization: `Bearer ${this.session.accessJwt}` },
        },
        this.policy,
      );
    try {
      return await send();
    } catch (error) {
      const expired =
        error instanceof NetworkError &&
        (error.name_ === 'ExpiredToken' ||
          (error.status === 401 && error.name_ !== 'AuthenticationRequired'));
      if (!expired) throw error;
      this.session = await refreshBlueskySession(this.service, this.session, this.policy);
      await this.onRefresh(this.session);
      return send();
    }
  }

  async uploadBlob(data: Buffer, type: string): Promise<unknown> {
    const answer = await this.authed('com.atproto.repo.uploadBlob', {
      headers: { 'content-type': type },
      body: data,
    });
    if (!answer.json.blob) throw new NetworkError('publishing.errors.unreachable', false);
    return answer.json.blob;
  }

  /** The record at this rkey, if it was created already (a retry after a lost answer). */
  async existing(rkey: string): Promise<StrongRef | null> {
    const query = `?repo=${encodeURIComponent(this.session.did)}&collection=app.bsky.feed.post&rkey=${encodeURIComponent(rkey)}`;
    try {
      const { json } = await this.authed('com.atproto.repo.getRecord', { method: 'GET' }, query);
      return typeof json.uri === 'string' && typeof json.cid === 'string'
        ? { uri: json.uri, cid: json.cid }
        : null;
    } catch (error) {
      if (error instanceof NetworkError && !error.retryable) return null;
      throw error;
    }
  }

  async createPost(rkey: string, record: Record<string, unknown>): Promise<StrongRef> {
    const { json } = await this.authed(
      'com.atproto.repo.createRecord',
      jsonRequest({ repo: this.session.did, collection: 'app.bsky.feed.post', rkey, record }),
    );
    if (typeof json.uri !== 'string' || typeof json.cid !== 'string')
      throw new NetworkError('publishing.errors.unreachable', false);
    return { uri: json.uri, cid: json.cid };
  }

  postUrl(rkey: string): string {
    return `https://bsky.app/profile/${this.session.handle}/post/${rkey}`;
  }
}
