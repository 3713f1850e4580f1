import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';

const auth = vi.hoisted(() => ({
  state: { me: { id: 'u1', name: 'Ana', tier: 'premium', timezone: 'UTC' } },
}));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { ReviewBadge, ReviewComments, ReviewLinks } = await import('./owner');

const URL_ONCE = `http://localhost:3000/review/${'B'.repeat(43)}`;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function wrap(node: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the owner’s side of reviews', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.state.me.tier = 'premium';
  });

  it('a reviewed post shows its state and comments; a pending one without any shows nothing', () => {
    const comments = [
      {
        decision: 'changes' as const,
        comment: 'Fewer emojis',
        reviewerName: 'Bia',
        at: '2027-03-01T10:00:00.000Z',
        current: true,
      },
      {
        decision: 'approved' as const,
        comment: null,
        reviewerName: 'Bia',
        at: '2027-02-28T10:00:00.000Z',
        current: false,
      },
    ];
    wrap(
      <>
        <ReviewBadge review={{ state: 'changes', comments }} />
        <ReviewBadge review={{ state: 'pending', comments: [] }} />
        <ReviewComments review={{ state: 'changes', comments }} />
      </>,
    );
    const badges = screen.getAllByTestId('post-review');
    expect(badges).toHaveLength(1);
    expect(badges[0]?.textContent).toContain('Changes requested');
    expect(badges[0]?.textContent).toContain('1 comment');
    const list = screen.getByTestId('review-comments');
    expect(list.textContent).toContain('Fewer emojis');
    expect(list.textContent).toContain('about an earlier text');
  });

  it('makes a review link and shows its URL once; lists and revokes links', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (init.method === 'POST')
          return json(201, {
            id: 'l1',
            url: URL_ONCE,
            allowComments: true,
            expiresAt: '2027-03-15T10:00:00.000Z',
            createdAt: '2027-03-01T10:00:00.000Z',
          });
        if (init.method === 'DELETE') return new Response(null, { status: 204 });
        return json(200, {
          items: [
            {
              id: 'l1',
              allowComments: true,
              expiresAt: '2027-03-15T10:00:00.000Z',
              createdAt: '2027-03-01T10:00:00.000Z',
              expired: false,
            },
          ],
        });
      }),
    );
    wrap(<ReviewLinks campaignId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Make a review link' }));
    const field = (await screen.findByDisplayValue(URL_ONCE)) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    // The focus goes to the new link, and back to "Make" after "Done".
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(URL_ONCE)).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Make a review link' })),
    );
    // Named to the minute it was made: two links of one day sound different.
    fireEvent.click(await screen.findByRole('button', { name: /Revoke the link made on .*\d{1,2}:\d{2}/ }));
    await vi.waitFor(() => expect(calls).toContain('DELETE /api/campaigns/c1/review-links/l1'));
  });

  it('the free plan is told review links come with the paid plans, and nothing is asked', () => {
    auth.state.me.tier = 'free';
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    wrap(<ReviewLinks campaignId="c1" />);
    expect(screen.getByText(/Review links are available on the Profissional and Premium plans/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
