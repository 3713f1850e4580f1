import type { Me } from '@captia/shared';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { translator } from '#web/lib/translator.ts';
import { ApiError, apiFetch, apiUrl, onSessionLost, pauseSessionCalls, routeUrl } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  beforeAll(() => {
    translator.init('pt-BR', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the interface language and returns the body', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    expect(await apiFetch('POST /api/auth/revoke-session', { body: { token: 'a' } })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/revoke-session');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"token":"a"}');
    expect((init?.headers as Record<string, string> | undefined)?.['Accept-Language']).toBe('pt-BR');
  });

  it('turns the error body into an ApiError with its localized message', async () => {
    vi.stubGlobal('fetch', respond(409, { error: { code: 'email_taken', message: 'Já existe' } }));
    const error = await apiFetch('GET /api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_taken', message: 'Já existe' });
  });

  it('reports a lost session on 401 unauthorized, but not on wrong credentials', async () => {
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    vi.stubGlobal('fetch', respond(401, { error: { code: 'invalid_credentials', message: 'x' } }));
    await expect(
      apiFetch('POST /api/auth/sign-in/email', { body: { email: 'a@b.c', password: 'p' } }),
    ).rejects.toThrow('x');
    expect(lost).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'y' } }));
    await expect(apiFetch('GET /api/history')).rejects.toThrow('y');
    expect(lost).toHaveBeenCalledTimes(1);
    await expect(apiFetch('GET /api/me', { reportSessionLoss: false })).rejects.toThrow('y');
    expect(lost).toHaveBeenCalledTimes(1);
    stop();
  });

  it('during a sign-out, aborts the calls under way that need the session and starts none', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            sent.push(url);
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            setTimeout(() => resolve(new Response('{}', { status: 200 })), 20);
          }),
      ),
    );
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    const running = apiFetch('GET /api/history', { query: {} }).catch((e: unknown) => e);
    const resume = pauseSessionCalls();
    expect(await running).toMatchObject({ name: 'AbortError' });
    await expect(apiFetch('GET /api/me')).rejects.toMatchObject({ name: 'AbortError' });
    // The sign-out itself, and the other auth calls, still go.
    await expect(apiFetch('POST /api/auth/sign-out', { body: {} })).resolves.toEqual({});
    expect(sent).toEqual(['/api/history', '/api/auth/sign-out']);
    resume();
    await expect(apiFetch('GET /api/me')).resolves.toEqual({});
    expect(lost).not.toHaveBeenCalled();
    stop();
  });

  it("passes the caller's abort on to the request", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const controller = new AbortController();
    const call = apiFetch('GET /api/me', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('gone', 'AbortError'));
    expect(await call).toMatchObject({ name: 'AbortError', message: 'gone' });
  });

  it('turns a network failure into a network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('GET /api/me')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('takes the method from the route and fills in its parameters and query', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await apiFetch('DELETE /api/history/{id}/pin', { params: { id: 'a/b c' } });
    await apiFetch('GET /api/history', { query: { q: 'café', cursor: undefined } });
    await apiFetch('GET /api/me');
    expect(fetch.mock.calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['DELETE', '/api/history/a%2Fb%20c/pin', null],
      ['GET', '/api/history?q=caf%C3%A9', null],
      ['GET', '/api/me', null],
    ]);
    expect(routeUrl('/api/admin/users', undefined, { q: '', page: '2' })).toBe('/api/admin/users?q=&page=2');
    expect(apiUrl('DELETE /api/history/{id}', { id: 'a/b' })).toBe('/api/history/a%2Fb');
  });

  it('types each answer, body and parameter from the contract', () => {
    // Checked by `tsc -b` (vitest only runs the outer function): a contract change breaks these.
    const typed = () => {
      expectTypeOf(apiFetch('GET /api/me')).resolves.toEqualTypeOf<Me>();
      expectTypeOf(apiFetch('DELETE /api/keys/{id}', { params: { id: 'k' } })).resolves.toEqualTypeOf<null>();
      expectTypeOf(apiFetch('POST /api/keys', { body: { name: 'CI' } })).resolves.toHaveProperty('key');
      // @ts-expect-error: not a route of the contract.
      void apiFetch('GET /api/nowhere');
      // @ts-expect-error: the path parameter is required.
      void apiFetch('DELETE /api/keys/{id}');
      // @ts-expect-error: the body must match CreateApiKeySchema.
      void apiFetch('POST /api/keys', { body: { title: 'CI' } });
      // @ts-expect-error: GET /api/me takes no body.
      void apiFetch('GET /api/me', { body: {} });
    };
    expect(typed).toBeTypeOf('function');
  });
});
