import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import type { Me } from '#web/lib/session/types.ts';
import { translator } from '#web/lib/translator.ts';
import { Connections } from './connections';

const t = (key: string, values?: Record<string, unknown>) => translator.t(key, values);
const me = (tier: Me['tier']) =>
  ({ id: 'u1', email: 'ana@example.com', name: 'Ana', tier, language: 'en-US', timezone: 'UTC' }) as Me;

const MASTODON = {
  id: 'c1',
  network: 'mastodon',
  handle: '@ana@mastodon.social',
  service: 'https://mastodon.social',
  createdAt: '2027-03-01T09:00:00.000Z',
  lastUsedAt: null,
};

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The panel at `path`, its calls answered by `answer`; the calls made are returned. */
function serve(
  tier: Me['tier'],
  path: string,
  answer: (method: string, url: string, body: unknown) => Response,
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      return answer(call.method, call.url, call.body);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Connections me={me(tier)} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Preferences → Connections', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('the free plan sees what the paid plans give, and asks nothing of the server', () => {
    const calls = serve('free', '/preferences', () => json(500, {}));
    expect(screen.getByTestId('connections-paid-only').textContent).toContain(
      t('publishing.connections.paidOnly', {
        proConnections: '3',
        proPending: '100',
        premiumConnections: '10',
        premiumPending: '1,000',
      }),
    );
    expect(screen.getByRole('link', { name: t('common.seePlans') }).getAttribute('href')).toBe('/plans');
    expect(calls).toEqual([]);
  });

  it('back from a refused Mastodon sign-in: said once, and taken out of the address', async () => {
    serve('profissional', '/preferences?connection=failed', () => json(200, { items: [] }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      t('publishing.connections.mastodon.failed'),
    );
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/preferences'));
    expect(await screen.findByText(t('publishing.connections.empty'))).toBeTruthy();
  });

  it('lists a connection; Bluesky asks for what is missing, then shows the server’s refusal', async () => {
    const calls = serve('profissional', '/preferences', (method) =>
      method === 'GET'
        ? json(200, { items: [MASTODON] })
        : json(400, { error: { code: 'connection_failed', message: 'The server refused the sign-in.' } }),
    );
    const row = await screen.findByTestId('connection');
    expect(row.textContent).toContain('@ana@mastodon.social');
    expect(row.textContent).toContain('mastodon.social');
    expect(row.textContent).toContain(t('publishing.connections.neverUsed'));
    expect(screen.getByTestId('connection-count').textContent).toBe(
      t('publishing.connections.count', { count: 1, max: 3 }),
    );

    const submit = screen.getByRole('button', { name: t('publishing.connections.bluesky.submit') });
    await act(async () => fireEvent.click(submit));
    const identifier = screen.getByLabelText(t('publishing.connections.bluesky.identifier'));
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(identifier);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(identifier, { target: { value: ' ana.bsky.social ' } });
    fireEvent.change(screen.getByLabelText(t('publishing.connections.bluesky.appPassword')), {
      target: { value: 'abcd-efgh-ijkl-mnop' },
    });
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('The server refused the sign-in.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      network: 'bluesky',
      identifier: 'ana.bsky.social',
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
  });
});
