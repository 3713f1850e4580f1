import { isApiErrorBody } from '@captia/shared';
import i18next from 'i18next';

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
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
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

/**
 * Same-origin JSON call with the session cookie. Every request carries the interface
 * language so the server answers errors in it; a failure becomes an ApiError.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { body, signal, reportSessionLoss = true } = request;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en-US',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
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
  if (response.ok) return data as T;
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
