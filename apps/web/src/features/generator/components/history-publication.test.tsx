import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#web/lib/format.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import type { HistoryItem, HistoryPage } from '../api/get-history';
import { HISTORY_KEY } from '../api/history-key';
import { findSavedCaption } from '../history-cache';
import { publicationsRefresh } from '../publishing/api';
import type { PostPublication } from '../publishing/publication-status';

const auth = vi.hoisted(() => ({
  state: {
    status: 'signedIn',
    me: { id: 'u1', tier: 'premium', language: 'en-US', timezone: 'UTC', name: 'Ana' },
  },
}));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { HistoryEntry } = await import('./history-entry');
const { default: ResultPublish } = await import('../publishing/result-publish');

const t = (key: string, values?: Record<string, unknown>) => translator.t(key, values);

const publication = (id: string, state: PostPublication['state'], extra: Partial<PostPublication> = {}) =>
  ({
    id,
    state,
    at: '2027-03-01T09:00:00.000Z',
    connectionId: 'c1',
    network: 'bluesky',
    handle: 'ana.bsky.social',
    url: null,
    reason: null,
    ...extra,
  }) satisfies PostPublication;

const caption = (network: 'bluesky' | 'mastodon' | 'linkedin', variant: number, text: string) => ({
  network,
  variant,
  text,
  length: text.length,
  limit: 300,
});

const ENTRY = {
  id: 'e1',
  createdAt: '2027-02-27T12:00:00.000Z',
  pinned: false,
  request: { text: 'Bakery opening', variants: 3 },
  source: 'basic',
  altText: null,
  thumbnail: null,
  captions: [
    { ...caption('bluesky', 1, 'Soon on Monday.'), publication: publication('p1', 'scheduled') },
    {
      ...caption('bluesky', 2, 'Open now.'),
      publication: publication('p2', 'published', { url: 'https://bsky.app/profile/ana/post/3k' }),
    },
    {
      ...caption('bluesky', 3, 'Fresh bread.'),
      publication: publication('p3', 'failed', { reason: 'try later' }),
    },
    caption('linkedin', 1, 'Not published anywhere.'),
  ],
  versions: [],
} as unknown as HistoryItem;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function serve(answer: (method: string, url: string, body: unknown) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      return answer(call.method, call.url, call.body);
    }),
  );
  return calls;
}

function renderWith(ui: React.ReactNode, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('publications in the history', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('each caption shows its publication: scheduled with its time, published with a link, failed with the reason and Retry', async () => {
    const calls = serve((method, url) =>
      method === 'POST' && url === '/api/publications/p3/retry'
        ? json(202, { id: 'p4', state: 'scheduled' })
        : json(200, { items: [], nextCursor: null }),
    );
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWith(
      <HistoryEntry item={ENTRY} busy={false} onPin={() => {}} onUse={() => {}} onDelete={() => {}} />,
      queryClient,
    );
    const [first, second, third, fourth] = screen.getAllByTestId('history-caption');
    if (!first || !second || !third || !fourth) throw new Error('four captions expected');
    expect(within(first).getByTestId('publication').dataset.state).toBe('scheduled');
    expect(within(first).getByTestId('publication').textContent).toContain(
      t('publishing.states.scheduled', { date: formatDateTime('2027-03-01T09:00:00.000Z', 'en-US', 'UTC') }),
    );
    expect(within(first).getByTestId('publication').textContent).toContain('ana.bsky.social');
    const view = within(second).getByRole('link', {
      name: t('publishing.states.viewLabel', { network: 'Bluesky' }),
    });
    expect(view.getAttribute('href')).toBe('https://bsky.app/profile/ana/post/3k');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(third).getByTestId('publication').textContent).toContain(
      t('publishing.states.reason', { reason: 'try later' }),
    );
    expect(within(fourth).queryByTestId('publication')).toBeNull();
    expect(within(first).queryByRole('button', { name: /Retry/ })).toBeNull();

    fireEvent.click(
      within(third).getByRole('button', {
        name: t('publishing.states.retryLabel', {
          network: 'Bluesky',
          date: formatDateTime(ENTRY.createdAt, 'en-US'),
        }),
      }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/api/publications/p3/retry', body: null }),
    );
    // The history is read again, to show the new publication.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: HISTORY_KEY }));
  });

  it('a disconnected account’s failure shows its reason, without Retry', () => {
    serve(() => json(200, {}));
    const item = {
      ...ENTRY,
      captions: [
        {
          ...caption('bluesky', 1, 'Gone.'),
          publication: publication('p5', 'failed', {
            connectionId: null,
            handle: null,
            reason: 'The account was disconnected before the post went out.',
          }),
        },
      ],
    } as unknown as HistoryItem;
    renderWith(
      <HistoryEntry item={item} busy={false} onPin={() => {}} onUse={() => {}} onDelete={() => {}} />,
    );
    expect(screen.getByTestId('publication').textContent).toContain('disconnected');
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('a result published names the history caption it was saved as, and the history is read again', async () => {
    const calls = serve((method, url) => {
      if (url === '/api/connections')
        return json(200, {
          items: [
            {
              id: 'c1',
              network: 'bluesky',
              handle: 'ana.bsky.social',
              service: 'https://bsky.social',
              createdAt: '2027-01-01T00:00:00.000Z',
              lastUsedAt: null,
            },
          ],
        });
      if (method === 'POST' && url === '/api/publish')
        return json(202, { ...publication('p9', 'scheduled'), attempts: 0, campaignId: null, postId: null });
      return json(200, { items: [ENTRY], nextCursor: null });
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData([...HISTORY_KEY, ''], {
      pages: [{ items: [ENTRY], nextCursor: null } as HistoryPage],
      pageParams: [''],
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWith(<ResultPublish network="bluesky" text="Open now." />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: t('publishing.publish.now') }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/publish')?.body).toEqual({
        connectionId: 'c1',
        text: 'Open now.',
        historyId: 'e1',
        variant: 2,
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: HISTORY_KEY }));
  });

  it('findSavedCaption: the entry’s caption, else a rework’s version; nothing for a text never saved', () => {
    const withVersion = {
      ...ENTRY,
      versions: [
        { id: 'v1', captions: [caption('mastodon', 1, 'Reworked.')] },
        { id: 'v2', captions: [caption('mastodon', 1, 'Reworked.')] },
      ],
    } as unknown as HistoryItem;
    expect(findSavedCaption([withVersion], { network: 'bluesky', text: 'Fresh bread.' })).toEqual({
      historyId: 'e1',
      variant: 3,
    });
    expect(findSavedCaption([withVersion], { network: 'mastodon', text: 'Reworked.' })).toEqual({
      historyId: 'v2',
      variant: 1,
    });
    expect(findSavedCaption([withVersion], { network: 'mastodon', text: 'Fresh bread.' })).toBeUndefined();
  });

  it('publicationsRefresh: 5 s while one goes out or is due within a minute, a minute while one waits, else never', () => {
    const now = Date.parse('2027-03-01T09:00:00.000Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(publicationsRefresh([null, undefined, { state: 'published', at: at(0) }], now)).toBe(false);
    expect(publicationsRefresh([{ state: 'scheduled', at: at(3_600_000) }], now)).toBe(60_000);
    expect(publicationsRefresh([{ state: 'scheduled', at: at(30_000) }], now)).toBe(5_000);
    expect(publicationsRefresh([{ state: 'publishing', at: at(-1_000) }], now)).toBe(5_000);
  });
});
