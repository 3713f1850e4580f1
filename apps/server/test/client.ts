import type { Language } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { usuarios } from '../src/db/schema/index';
import { TEST_ORIGIN, type TestApp } from './helpers';

type Fetchable = { request(input: string, init?: RequestInit): Response | Promise<Response> };

/**
 * A browser-like client for the in-process app: it keeps cookies between calls and
 * sends the Origin a page of ours would send.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: Fetchable,
    private readonly defaults: { language?: string; ip?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
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

  post(path: string, json: unknown = {}, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }

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

/**
 * A signed-up member of `app`: a client holding its session, and its user id. `plan` (given
 * as a complimentary plan) makes it a paid member without a checkout.
 */
export async function signUpMember(
  t: TestApp,
  options: { language?: Language; plan?: 'profissional' | 'premium'; name?: string; tag?: string } = {},
): Promise<{ client: TestClient; id: string; email: string }> {
  const client = new TestClient(t.app, { language: options.language ?? 'en-US' });
  const email = uniqueEmail(options.tag ?? 'member');
  const res = await client.post('/api/auth/sign-up/email', {
    name: options.name ?? 'Member',
    email,
    password: GOOD_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  if (options.plan)
    await t.database.db
      .update(usuarios)
      .set({ complimentaryPlan: options.plan })
      .where(eq(usuarios.email, email));
  const [row] = await t.database.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, email));
  return { client, id: row?.id ?? '', email };
}
