import type { ApiErrorBody, Language, Tier } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { grantAdmin } from '../src/auth/accounts.service';
import { usuarios } from '../src/db/schema/index';
import type { ApiResult, ApiRoute, RouteInput } from './api-routes';
import { TEST_ORIGIN, type TestApp } from './helpers';

type Fetchable = { request(input: string, init?: RequestInit): Response | Promise<Response> };

/** A call's options: the route's `params`, `body` and `query` (each required or refused per route), and more headers. */
export type ApiCallOptions<R extends ApiRoute> = RouteInput<R> & {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** No options needed when the route takes no parameters and no body. */
type ApiCallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

/**
 * The answer of a contract call. Its `json()` is typed as the route's success (2xx) answer —
 * typed, not checked: contract.test.ts holds the server to the schemas — and `errorBody()` reads
 * a failure's body in the one error shape.
 */
export interface TypedResponse<R extends ApiRoute> extends Response {
  json(): Promise<ApiResult<R>>;
  errorBody(): Promise<ApiErrorBody>;
}

/** A route key's path (`/api/history/{id}`) with its parameters filled in, encoded, and its query. */
export function routeUrl(route: ApiRoute, params?: Record<string, string>, query?: object): string {
  const filled = route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * A browser-like client for the in-process app: it keeps cookies between calls and
 * sends the Origin a page of ours would send.
 *
 * `api('POST /api/campaigns', { body })` calls an operation of the contract, typed by it (its
 * body, path parameters and query; its success answer). `request`, `post` and `get` are the raw
 * way: any path, any body — for what the contract does not declare (Better Auth's endpoints) and
 * for tests that send what it does not allow on purpose.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: Fetchable,
    /** `origin: null` sends no Origin, as a program outside any browser (curl) does. */
    private readonly defaults: { language?: string; ip?: string; origin?: string | null } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && this.defaults.origin !== null)
      headers.set('origin', this.defaults.origin ?? TEST_ORIGIN);
    if (this.defaults.language && !headers.has('accept-language'))
      headers.set('accept-language', this.defaults.language);
    if (this.defaults.ip) headers.set('x-forwarded-for', this.defaults.ip);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /**
   * Calls an operation of the contract by its key, as the OpenAPI document names it: `params` fill
   * the path's `{name}`s (encoded), `query` is added as a query string, `body` is sent as JSON.
   */
  async api<R extends ApiRoute>(route: R, ...[options]: ApiCallArgs<R>): Promise<TypedResponse<R>> {
    const { params, body, query, headers, signal } = (options ?? {}) as {
      params?: Record<string, string>;
      body?: unknown;
      query?: object;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    };
    const method = route.slice(0, route.indexOf(' '));
    const res = await this.request(routeUrl(route, params, query), {
      method,
      ...(body !== undefined && { json: body }),
      ...(headers && { headers }),
      ...(signal && { signal }),
    });
    return Object.assign(res, { errorBody: () => res.json() as Promise<ApiErrorBody> }) as TypedResponse<R>;
  }

  /** Raw: a POST of any JSON to any path (see `api` for the contract's operations). */
  post(path: string, json: unknown = {}, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }

  /** Raw: a GET of any path (see `api` for the contract's operations). */
  get(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }

  clearCookies() {
    this.cookies.clear();
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const GOOD_PASSWORD = 'lighthouse orbit marmalade 42';

export interface Member {
  /** A browser-like client holding the account's session. */
  client: TestClient;
  id: string;
  email: string;
}

/**
 * A signed-up member of `t` on `plan`: a paid plan is given as a complimentary plan, so no
 * checkout is needed (billing.test.ts tests the checkouts). `admin` makes it an admin the way
 * ADMIN_EMAILS does, which grants nothing until the address is verified (the verification link
 * itself is tested in auth.test.ts).
 */
export async function signUpMember(
  t: TestApp,
  options: {
    plan?: Tier;
    admin?: boolean;
    /** The Accept-Language of a new client; ignored when `client` is given. */
    language?: Language;
    /** The client to sign up with, when its address or headers matter; a new one by default. */
    client?: TestClient;
    email?: string;
    name?: string;
    /** Names the address, to tell accounts apart in a failure. */
    tag?: string;
    /** More fields of the sign-up body (language, timezone, callbackURL). */
    body?: Record<string, unknown>;
  } = {},
): Promise<Member> {
  const client = options.client ?? new TestClient(t.app, { language: options.language ?? 'en-US' });
  const email = options.email ?? uniqueEmail(options.tag ?? 'member');
  const res = await client.post('/api/auth/sign-up/email', {
    name: options.name ?? 'Member',
    email,
    password: GOOD_PASSWORD,
    ...options.body,
  });
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
  const { db } = t.database;
  if (options.plan && options.plan !== 'free')
    await db.update(usuarios).set({ complimentaryPlan: options.plan }).where(eq(usuarios.email, email));
  if (options.admin) {
    await db.update(usuarios).set({ emailVerified: true }).where(eq(usuarios.email, email));
    await grantAdmin(db, [email]);
  }
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(`no account for ${email} after its sign-up`);
  return { client, id: row.id, email };
}
