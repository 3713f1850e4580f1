import http from 'node:http';
import https from 'node:https';
import { checkTarget, DEFAULT_POLICY, type FetchPolicy, LinkError, pinnedLookup } from './fetch-user-url';

/**
 * A call to an API a user named (a Mastodon instance, a Bluesky PDS) under the link reader's
 * rules (fetch-user-url.ts): http(s) only, no credentials in the URL, the default port unless
 * allowed, every address public unless allowed (`LINK_FETCH_ALLOW`), the socket pinned to the
 * checked address, a deadline, and the answer's size bounded. Unlike a page, any method and
 * body, any status answered back, no redirect followed (an API that redirects is not trusted).
 */
export interface GuardedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface GuardedRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** An API's answer is small; 1 MB is far above any of theirs. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export async function guardedRequest(
  raw: string,
  request: GuardedRequest = {},
  policy: FetchPolicy = DEFAULT_POLICY,
): Promise<GuardedResponse> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LinkError('link_unreadable', 'not a URL');
  }
  const signal = AbortSignal.timeout(policy.totalTimeoutMs);
  const target = await checkTarget(url, policy, signal);
  const maxBytes = Math.min(policy.maxBytes, MAX_ANSWER_BYTES);
  return new Promise<GuardedResponse>((resolve, reject) => {
    let settled = false;
    const finish = (error: LinkError | null, value?: GuardedResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      signal.removeEventListener('abort', onAbort);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(value as GuardedResponse);
    };
    const onAbort = () => finish(new LinkError('link_timeout', 'no answer in time'));
    const client = url.protocol === 'https:' ? https : http;
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = client.request(url, {
      method: request.method ?? 'GET',
      lookup: pinnedLookup(target),
      agent: false,
      headers: {
        'user-agent': 'CaptIA (+https://captia.app)',
        accept: 'application/json',
        ...request.headers,
        ...(body && { 'content-length': String(body.length) }),
      },
    });
    const connectTimer = setTimeout(
      () => finish(new LinkError('link_timeout', 'no connection')),
      policy.connectTimeoutMs,
    );
    req.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', () => finish(new LinkError('link_unreadable', 'the connection failed')));
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          finish(new LinkError('link_too_large', `over ${maxBytes} bytes`));
          response.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () => finish(new LinkError('link_unreadable', 'the answer could not be read')));
      response.on('aborted', () => finish(new LinkError('link_unreadable', 'the connection was cut')));
      response.on('end', () =>
        finish(null, {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.end(body);
  });
}
