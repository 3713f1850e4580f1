import { TEST_ORIGIN } from './helpers';

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
