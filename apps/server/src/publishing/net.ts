import { type FetchPolicy, type GuardedRequest, guardedRequest, LinkError } from '#server/links';

/**
 * A refusal or failure of a network's API. `retryable`: 429, 5xx, timeouts and cut connections
 * (tried again later, with back-off); otherwise the publication fails with `reason`, the
 * network's own words where it gave some, or a catalog key of ours (`publishing.errors.*`).
 */
export class NetworkError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly status = 0,
    readonly retryAfterSeconds?: number,
    /** The network's error name (`ExpiredToken`, `invalid_grant`…). */
    readonly name_ = '',
  ) {
    super(reason);
    this.name = 'NetworkError';
  }
}

export interface ApiAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** What a network answered as a short, printable reason (at most 300 characters, no controls). */
function reasonOf(json: Record<string, unknown>, status: number): string {
  const said = [json.message, json.error_description, json.error].find((v) => typeof v === 'string') as
    | string
    | undefined;
  const clean = Array.from(said ?? `HTTP ${status}`)
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .slice(0, 300);
  return clean || `HTTP ${status}`;
}

/** One call through the guarded fetcher; a non-2xx answer is thrown as a NetworkError. */
export async function callApi(url: string, request: GuardedRequest, policy: FetchPolicy): Promise<ApiAnswer> {
  let answer: Awaited<ReturnType<typeof guardedRequest>>;
  try {
    answer = await guardedRequest(url, request, policy);
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    if (error.code === 'link_blocked') throw new NetworkError('publishing.errors.blocked', false);
    if (error.code === 'link_timeout' || error.reason.includes('connection'))
      throw new NetworkError('publishing.errors.unreachable', true);
    throw new NetworkError('publishing.errors.unreachable', false);
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = answer.body.length ? JSON.parse(answer.body.toString('utf8')) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      json = parsed as Record<string, unknown>;
  } catch {
    if (answer.status < 300) throw new NetworkError('publishing.errors.unreachable', false, answer.status);
  }
  if (answer.status >= 200 && answer.status < 300) return { status: answer.status, json };
  const retryAfter = Number(answer.headers['retry-after']);
  const retryable = answer.status === 429 || answer.status >= 500;
  throw new NetworkError(
    reasonOf(json, answer.status),
    retryable,
    answer.status,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    typeof json.error === 'string' ? json.error : '',
  );
}

export const jsonRequest = (body: unknown, headers: Record<string, string> = {}): GuardedRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** `mastodon.social`, `https://bsky.social/` → the URL origin; https is assumed without a scheme. */
export function serviceOrigin(raw: string): string | null {
  const trimmed = raw.trim();
  const withScheme = trimmed.includes('://') ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search)
      return null;
    return url.origin;
  } catch {
    return null;
  }
}
