import type http from 'node:http';
import {
  checkTarget,
  DEFAULT_POLICY,
  type FetchPolicy,
  LinkError,
  parseUserUrl,
  pinnedRequest,
} from './fetch-user-url';

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
  const url = parseUserUrl(raw);
  const signal = AbortSignal.timeout(policy.totalTimeoutMs);
  const target = await checkTarget(url, policy, signal);
  const maxBytes = Math.min(policy.maxBytes, MAX_ANSWER_BYTES);
  const options = {
    method: request.method ?? 'GET',
    headers: { 'user-agent': 'CaptIA (+https://captia.app)', accept: 'application/json', ...request.headers },
    body: request.body === undefined ? undefined : Buffer.from(request.body),
    signal,
    timeoutReason: 'no answer in time',
  };
  return pinnedRequest<GuardedResponse>(url, target, policy, options, (response, { done, fail }) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        fail(new LinkError('link_too_large', `over ${maxBytes} bytes`));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('error', () => fail(new LinkError('link_unreadable', 'the answer could not be read')));
    response.on('aborted', () => fail(new LinkError('link_unreadable', 'the connection was cut')));
    response.on('end', () =>
      done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
    );
  });
}
