import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onSessionLost } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'pt-BR', resources: { 'pt-BR': { translation: {} } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the interface language and returns the body', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    expect(await apiFetch('/api/x', { body: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string> | undefined)?.['Accept-Language']).toBe('pt-BR');
  });

  it('turns the error body into an ApiError with its localized message', async () => {
    vi.stubGlobal('fetch', respond(409, { error: { code: 'email_taken', message: 'Já existe' } }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_taken', message: 'Já existe' });
  });

  it('reports a lost session on 401 unauthorized, but not on wrong credentials', async () => {
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    vi.stubGlobal('fetch', respond(401, { error: { code: 'invalid_credentials', message: 'x' } }));
    await expect(apiFetch('/api/auth/sign-in/email', { body: {} })).rejects.toThrow('x');
    expect(lost).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'y' } }));
    await expect(apiFetch('/api/history')).rejects.toThrow('y');
    expect(lost).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/api/me', { reportSessionLoss: false })).rejects.toThrow('y');
    expect(lost).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a network failure into a network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
