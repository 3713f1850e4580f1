import { isApiErrorBody } from '@captia/shared';
import i18next from 'i18next';
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
    'Accept-Language': i18next.language || 'en-US',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', i18next.t('account.errors.network'));
  }
  const text = await response.text();
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
    : { code: 'internal_error', message: i18next.t('account.errors.generic') };
  if (reportSessionLoss && status === 401 && SESSION_LOST_CODES.has(failure.code)) {
    for (const listener of sessionLostListeners) listener();
  }
  return new ApiError(status, failure.code, failure.message);
}
