import { isApiErrorBody } from '@captia/shared';
import { translator } from '#web/lib/translator.ts';
import type { ApiResult, ApiRoute, RouteInput } from './api-routes';

/** A failed API call: the contract's code and its message, already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();

/** Called when any call answers 401 for a missing or expired session. */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

/** 401 also means "wrong password" on sign-in; only these codes mean the session is gone. */
const SESSION_LOST_CODES = new Set(['unauthorized', 'session_expired']);

/** Calls under way outside `/api/auth/`, each with a controller of its own. */
const underWay = new Set<AbortController>();
let pausedForSignOut = false;

/**
 * For a sign-out: every call under way that needs the session (all but `/api/auth/*`) is
 * aborted, and none is started, until the returned function is called (once the client state is
 * cleared). Otherwise a call could reach the server after the sign-out and come back 401 —
 * for nothing, and as an error in the console.
 */
export function pauseSessionCalls(): () => void {
  pausedForSignOut = true;
  for (const controller of underWay) controller.abort(new DOMException('Signing out', 'AbortError'));
  underWay.clear();
  return () => {
    pausedForSignOut = false;
  };
}

export interface ApiRequest {
  signal?: AbortSignal | undefined;
  /** false for the calls that decide themselves what a 401 means (the session read). */
  reportSessionLoss?: boolean;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The URL of a route key (`GET /api/history/{id}`) with its parameters and query filled in. */
export function routeUrl(path: string, params?: Record<string, string>, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** A route's URL with its parameters filled in (`apiUrl('DELETE /api/history/{id}', {id})`), for calls fetch cannot make. */
export function apiUrl<R extends ApiRoute>(route: R, params?: Record<string, string>): string {
  return routeUrl(route.slice(route.indexOf(' ') + 1), params);
}

/** The options of a call: `params`, `body` and `query` are required or refused per route. */
export type ApiCallOptions<R extends ApiRoute> = ApiRequest & RouteInput<R>;

/** No second argument needed when the route takes no parameters and no body. */
type ApiCallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

/**
 * Same-origin JSON call with the session cookie, to a route of the contract named like the
 * OpenAPI document names it (`apiFetch('GET /api/me')`): the answer's type is the route's
 * response schema (lib/api-routes.ts). Every request carries the interface language so the
 * server answers errors in it; a failure becomes an ApiError.
 */
export async function apiFetch<R extends ApiRoute>(
  route: R,
  ...[options]: ApiCallArgs<R>
): Promise<ApiResult<R>> {
  const {
    body,
    params,
    query,
    signal,
    reportSessionLoss = true,
  } = (options ?? {}) as ApiRequest & {
    body?: unknown;
    params?: Record<string, string>;
    query?: object;
  };
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = routeUrl(route.slice(space + 1), params, query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': translator.language || 'en-US',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const needsSession = !path.startsWith('/api/auth/');
  if (needsSession && pausedForSignOut) throw new DOMException('Signing out', 'AbortError');
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  if (needsSession) underWay.add(controller);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason ?? error;
    throw new ApiError(0, 'network_error', translator.t('account.errors.network'));
  } finally {
    underWay.delete(controller);
    signal?.removeEventListener('abort', abort);
  }
  const data = text ? parse(text) : null;
  // Typed by the contract, not checked at run time: the server's contract test holds it to the schemas.
  if (response.ok) return data as ApiResult<R>;
  throw failedResponse(response.status, data, reportSessionLoss);
}

/**
 * The ApiError of a failed response's parsed body, reporting a lost session like apiFetch
 * does. For calls that cannot go through apiFetch (a streamed answer).
 */
export function failedResponse(status: number, data: unknown, reportSessionLoss = true): ApiError {
  const failure = isApiErrorBody(data)
    ? data.error
    : { code: 'internal_error', message: translator.t('account.errors.generic') };
  if (reportSessionLoss && status === 401 && SESSION_LOST_CODES.has(failure.code)) {
    for (const listener of sessionLostListeners) listener();
  }
  return new ApiError(status, failure.code, failure.message);
}
