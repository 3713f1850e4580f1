import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import type { Me } from '#web/lib/session/types.ts';
import { Webhooks } from './webhooks';

const ME = { id: 'u1', email: 'ana@example.com', name: 'Ana', tier: 'premium', timezone: null } as Me;
const SECRET = `whsec_${'A'.repeat(43)}=`;
const ENDPOINT = {
  id: 'w1',
  url: 'https://hooks.example.com/captia',
  events: ['review.decided', 'post.published'],
  createdAt: '2026-11-30T10:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const DELIVERY = {
  id: 'msg_1',
  event: 'webhook.test',
  state: 'pending',
  attempts: 1,
  status: 500,
  error: 'status',
  createdAt: '2026-11-30T10:00:00.000Z',
  lastAttemptAt: '2026-11-30T10:00:01.000Z',
  deliveredAt: null,
  nextRetryAt: '2026-11-30T10:00:06.000Z',
};

/** The server's answers; `deliveries` gives each read of the deliveries its own (the same by default). */
function serve(me: Me = ME, deliveries: () => Response = () => json(200, { items: [DELIVERY] })) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let items: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: String(init.method),
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if (init.method === 'POST' && url === '/api/webhooks') {
        items = [ENDPOINT];
        return json(201, { ...ENDPOINT, secret: SECRET });
      }
      if (init.method === 'POST') return json(202, { id: 'msg_1', event: 'webhook.test', state: 'pending' });
      if (url.endsWith('/deliveries')) return deliveries();
      return json(200, { items });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Webhooks me={me} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('<Webhooks>', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('the free plan is told what webhooks are for, and nothing is asked of the server', () => {
    const calls = serve({ ...ME, tier: 'free' } as Me);
    expect(screen.getByTestId('webhooks-paid-only')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('adds an endpoint with its events, shows the secret once, sends a test and lists deliveries', async () => {
    const calls = serve();
    await screen.findByText('No webhook endpoints yet.');
    fireEvent.change(screen.getByLabelText('Endpoint URL'), {
      target: { value: ' https://hooks.example.com/captia ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /A post is published/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toContain(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/captia',
      events: ['review.decided', 'post.published'],
    });
    // The focus follows the panel in, and back to the form when it goes.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('webhook-secret')));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Endpoint URL')));
    const row = await screen.findByTestId('webhook');
    fireEvent.click(within(row).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/webhooks/w1/test')).toBe(true));
    const deliveries = await within(row).findByTestId('webhook-deliveries');
    expect(deliveries.textContent).toContain('webhook.test');
    expect(deliveries.textContent).toContain('HTTP 500');
  });

  it('a delivery waiting is read again until it is out; one without an answer says why; a failed read says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [
        json(200, { items: [{ ...DELIVERY, status: 0, error: 'link_timeout' }] }),
        json(200, {
          items: [{ ...DELIVERY, state: 'delivered', status: 204, error: null, nextRetryAt: null }],
        }),
        json(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
      ];
      serve(ME, () => answers.shift() ?? json(200, { items: [] }));
      await screen.findByText('No webhook endpoints yet.');
      fireEvent.change(screen.getByLabelText('Endpoint URL'), {
        target: { value: 'https://hooks.example.com/captia' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
      const row = await screen.findByTestId('webhook');
      fireEvent.click(within(row).getByRole('button', { name: 'Last deliveries' }));
      const list = await within(row).findByTestId('webhook-deliveries');
      expect(list.textContent).toContain('waiting');
      expect(list.textContent).toContain('no answer in time');
      expect(list.textContent).not.toContain('HTTP');
      await vi.advanceTimersByTimeAsync(3_100);
      await waitFor(() =>
        expect(within(row).getByTestId('webhook-deliveries').textContent).toContain('HTTP 204'),
      );
      expect(within(row).getByTestId('webhook-deliveries').textContent).toContain('delivered');
      // Delivered: not read again on its own.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(answers).toHaveLength(1);
      // Closed and opened again, read again, and that read fails: said, not "nothing delivered".
      fireEvent.click(within(row).getByRole('button', { name: 'Last deliveries' }));
      fireEvent.click(within(row).getByRole('button', { name: 'Last deliveries' }));
      await within(row).findByText('The deliveries could not be read. Try again in a moment.');
      expect(answers).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no event chosen: said at once, nothing sent', async () => {
    const calls = serve();
    await screen.findByText('No webhook endpoints yet.');
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'https://e.com/x' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /approves a post/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Choose at least one event.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
