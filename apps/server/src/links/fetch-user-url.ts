import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  isPublicAddress,
  literalAddress,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
} from './addresses';

/**
 * The one way the server fetches a URL a user gave it (docs/decisions/0031). Every rule is here,
 * applied before any byte is sent, to the first URL and to every redirect:
 * - only `http:` and `https:`, no credentials in the URL, the default port (80/443) unless the
 *   operator allowed the host and port (`LINK_FETCH_ALLOW`);
 * - the host is resolved first and every address it has must be public unicast (addresses.ts);
 *   the connection then goes to an address that was checked — the socket's lookup answers with
 *   it, so DNS is never asked a second time (rebinding cannot change the answer in between);
 * - at most 3 redirects; 5 s to connect, 10 s in all; 2 MB at most after decompression, stopped
 *   while streaming (a gzip or brotli bomb stops at the same cap); HTML or plain text only.
 * Refusals are `LinkError`s whose message never holds what the far end answered.
 */

export type LinkErrorCode = 'link_blocked' | 'link_unreadable' | 'link_too_large' | 'link_timeout';

export class LinkError extends Error {
  constructor(
    readonly code: LinkErrorCode,
    /** Why, for the log and the tests (never sent to the client). */
    readonly reason: string,
    /** Bytes read off the connection before the refusal. */
    readonly bytesRead = 0,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'LinkError';
  }
}

/** Host and port pairs the operator allows even where the rules above would refuse them. */
export type AllowList = ReadonlySet<string>;

/** `LINK_FETCH_ALLOW`: comma-separated `host:port` entries (`[::1]:8080` for IPv6); invalid entries throw. */
export function parseAllowList(value: string | undefined): AllowList {
  const entries = new Set<string>();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/.exec(entry);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535)
      throw new Error(`LINK_FETCH_ALLOW: "${raw.trim()}" is not host:port`);
    entries.add(`${match[1]}:${Number(match[2])}`);
  }
  return entries;
}

export interface FetchPolicy {
  resolve: Resolver;
  allow: AllowList;
  maxRedirects: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_POLICY: FetchPolicy = {
  resolve: systemResolver,
  allow: new Set(),
  maxRedirects: 3,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
};

const ACCEPTED_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  /** `text/html`, `application/xhtml+xml` or `text/plain`. */
  mediaType: string;
  /** The charset the headers named, if any. */
  charset: string | null;
  /** The body, decompressed, at most `maxBytes`. */
  body: Buffer;
  /** Bytes read off the connection (compressed, across redirects). */
  bytesRead: number;
}

const effectivePort = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** The URL as the rules accept it, with the address to connect to; a `LinkError` otherwise. */
export async function checkTarget(
  url: URL,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new LinkError('link_blocked', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new LinkError('link_blocked', 'credentials in the URL');
  const host = url.hostname.toLowerCase();
  const allowed = policy.allow.has(`${host}:${effectivePort(url)}`);
  if (!allowed && url.port !== '') throw new LinkError('link_blocked', `port ${url.port}`);
  const literal = literalAddress(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await Promise.race([
        policy.resolve(host),
        new Promise<never>((_, reject) =>
          signal.addEventListener(
            'abort',
            () => reject(new LinkError('link_timeout', 'no answer from DNS')),
            {
              once: true,
            },
          ),
        ),
      ]);
    } catch (error) {
      if (error instanceof LinkError) throw error;
      throw new LinkError('link_unreadable', 'the name did not resolve');
    }
  }
  if (addresses.length === 0) throw new LinkError('link_unreadable', 'the name has no address');
  // Every address, not the first: a name with one public and one private address is refused.
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address)))
    throw new LinkError('link_blocked', 'a private or special address');
  return addresses[0] as ResolvedAddress;
}

/** A lookup that answers with the address already checked (no second DNS query). */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

/** `new URL(raw)`, or the reader's refusal of what is not a URL. */
export function parseUserUrl(raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new LinkError('link_unreadable', 'not a URL');
  }
}

/** How the answer's reader ends the request: with a value, or with a refusal. */
export interface Settle<T> {
  done(value: T): void;
  fail(error: LinkError): void;
}

export interface PinnedRequestOptions {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Buffer | undefined;
  /** Ends the request with `link_timeout` when it aborts (the whole fetch's deadline). */
  signal: AbortSignal;
  /** What the deadline's refusal says, for the log. */
  timeoutReason: string;
}

/**
 * One request to an address these rules already checked, as both of their users make it (pages
 * here, the networks' APIs in guarded-request.ts): the socket pinned to that address, no shared
 * agent, the policy's time to connect, the caller's deadline, and one answer however it ends.
 *
 * Sends the request and hands its answer to `onResponse`, which settles it. A connection not made
 * in `policy.connectTimeoutMs`, the deadline, or a failed connection settles it with a refusal;
 * whichever comes first wins, and the request is destroyed when it is settled.
 */
export function pinnedRequest<T>(
  url: URL,
  target: ResolvedAddress,
  policy: FetchPolicy,
  options: PinnedRequestOptions,
  onResponse: (response: http.IncomingMessage, settle: Settle<T>) => void,
): Promise<T> {
  const { signal } = options;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const end = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(connectTimer);
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      return true;
    };
    const settle: Settle<T> = {
      done: (value) => {
        if (end()) resolve(value);
      },
      fail: (error) => {
        if (end()) reject(error);
      },
    };
    const onAbort = () => settle.fail(new LinkError('link_timeout', options.timeoutReason));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: options.method,
      lookup: pinnedLookup(target),
      agent: false,
      headers: {
        ...options.headers,
        ...(options.body && { 'content-length': String(options.body.length) }),
      },
    });
    const connectTimer = setTimeout(
      () => settle.fail(new LinkError('link_timeout', 'no connection')),
      policy.connectTimeoutMs,
    );
    request.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', () => settle.fail(new LinkError('link_unreadable', 'the connection failed')));
    request.on('response', (response) => onResponse(response, settle));
    request.end(options.body);
  });
}

interface Hop {
  status: number;
  location: string | undefined;
  mediaType: string;
  charset: string | null;
  body: Buffer;
  bytesRead: number;
}

/** One request to a checked target; the body read only for a 2xx answer of an accepted type. */
async function requestOnce(
  url: URL,
  target: ResolvedAddress,
  policy: FetchPolicy,
  signal: AbortSignal,
  readSoFar: number,
): Promise<Hop> {
  let bytesRead = 0;
  const headers = {
    'user-agent': 'CaptIA link reader (+https://captia.app)',
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
    'accept-encoding': 'gzip, deflate, br',
  };
  const options = { method: 'GET' as const, headers, signal, timeoutReason: 'the page took too long' };
  try {
    const hop = await pinnedRequest<Omit<Hop, 'bytesRead'>>(
      url,
      target,
      policy,
      options,
      (response, settle) => {
        const { done, fail } = settle;
        response.on('data', (chunk: Buffer) => {
          bytesRead += chunk.length;
        });
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const [type = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
        const mediaType = type.trim().toLowerCase();
        const charset =
          parameters
            .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1])
            .find((c): c is string => Boolean(c)) ?? null;
        if (status >= 300 && status < 400)
          return done({ status, location, mediaType, charset, body: Buffer.alloc(0) });
        if (status < 200 || status >= 300)
          return fail(new LinkError('link_unreadable', `the page answered ${status}`));
        if (!ACCEPTED_TYPES.has(mediaType))
          return fail(new LinkError('link_unreadable', `content type ${mediaType || 'none'}`));
        const declared = Number(response.headers['content-length']);
        const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
        if (encoding === 'identity' && declared > policy.maxBytes)
          return fail(new LinkError('link_too_large', `declared ${declared} bytes`));
        let stream: Readable = response;
        if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
        else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
        else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
        else if (encoding !== 'identity')
          return fail(new LinkError('link_unreadable', `content encoding ${encoding}`));
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted as it arrives, after decompression: a bomb stops at the cap, not at its end.
          if (size > policy.maxBytes) {
            // Refused first: the errors destroying the streams raise are then ignored.
            fail(new LinkError('link_too_large', `over ${policy.maxBytes} bytes`));
            stream.destroy();
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', () => fail(new LinkError('link_unreadable', 'the body could not be read')));
        stream.on('end', () => done({ status, location, mediaType, charset, body: Buffer.concat(chunks) }));
        response.on('aborted', () => fail(new LinkError('link_unreadable', 'the connection was cut')));
      },
    );
    return { ...hop, bytesRead };
  } catch (error) {
    // What was read before the refusal counts toward the reader's limits.
    if (error instanceof LinkError) throw new LinkError(error.code, error.reason, readSoFar + bytesRead);
    throw error;
  }
}

/** Fetches a user's URL under the policy (see the module comment). */
export async function fetchUserUrl(raw: string, policy: FetchPolicy = DEFAULT_POLICY): Promise<FetchedPage> {
  let url = parseUserUrl(raw);
  const signal = AbortSignal.timeout(policy.totalTimeoutMs);
  let bytesRead = 0;
  for (let redirects = 0; ; redirects++) {
    if (signal.aborted) throw new LinkError('link_timeout', 'the page took too long', bytesRead);
    const target = await checkTarget(url, policy, signal);
    const hop = await requestOnce(url, target, policy, signal, bytesRead);
    bytesRead += hop.bytesRead;
    if (hop.status >= 300 && hop.status < 400) {
      if (!hop.location) throw new LinkError('link_unreadable', 'a redirect without a location', bytesRead);
      if (redirects >= policy.maxRedirects)
        throw new LinkError('link_unreadable', 'too many redirects', bytesRead);
      try {
        url = new URL(hop.location, url);
      } catch {
        throw new LinkError('link_unreadable', 'a redirect to no URL', bytesRead);
      }
      continue;
    }
    return { url: url.href, mediaType: hop.mediaType, charset: hop.charset, body: hop.body, bytesRead };
  }
}
