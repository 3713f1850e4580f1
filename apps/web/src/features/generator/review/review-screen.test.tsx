import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import type { PublicReview } from './api';
import { ReviewScreen } from './review-screen';

const TOKEN = 'A'.repeat(43);
const REVIEW: PublicReview = {
  campaign: { title: 'Spring sale', startDate: '2027-03-01', days: 2, timezone: 'America/Sao_Paulo' },
  allowComments: true,
  expiresAt: '2027-03-15T12:00:00.000Z',
  posts: [
    {
      id: 'p1',
      date: '2027-03-01',
      time: '09:00',
      network: 'x',
      text: 'Our spring sale starts today #sale',
      hashtags: ['sale'],
      length: 34,
      limit: 280,
      state: 'pending',
      version: '2027-02-20T10:00:00.123456Z',
    },
    {
      id: 'p2',
      date: '2027-03-02',
      time: '10:30',
      network: 'bluesky',
      text: 'Last day of the sale',
      hashtags: [],
      length: 20,
      limit: 300,
      state: 'approved',
      version: '2027-02-20T10:05:00.000001Z',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

function renderScreen(token: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReviewScreen token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const t = (key: string, values?: Record<string, string | number>) => translator.t(key, values);

describe('the review page', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // Loaded before the tests: an import outliving the file fails the run.
    await import('../components/network-preview');
  });
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { decision: string };
        return json({ postId: 'p1', state: body.decision, at: '2027-03-01T10:00:00.000Z' }, 201);
      }
      if (url.includes('/api/review/')) return json(REVIEW);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a token that cannot be one is never sent, and says the link is not valid', async () => {
    renderScreen('not-a-real-token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      t('pages.review.heading'),
    );
    expect(screen.getByText(t('integrations.reviewPage.invalid'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an unknown, expired or revoked link says the same', async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'not_found', message: 'Not found' } }, 404),
    );
    renderScreen(TOKEN);
    expect(await screen.findByText(t('integrations.reviewPage.invalid'))).toBeTruthy();
  });

  it('shows the campaign and its posts, asks the name once, and sends a decision with a comment', async () => {
    renderScreen(TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring sale' })).toBeTruthy();
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(2);
    const [first, second] = posts as [HTMLElement, HTMLElement];
    expect(within(second).getByTestId('review-state')).toHaveProperty(
      'textContent',
      t('integrations.reviewPage.state.approved'),
    );
    // The dates say their time zone.
    expect(
      screen.getByText(t('integrations.reviewPage.timezone', { zone: 'America/Sao_Paulo' }), {
        exact: false,
      }),
    ).toBeTruthy();
    // No name: nothing is sent; the name field takes the focus and is marked invalid, linked to why.
    const nameField = screen.getByLabelText(t('integrations.reviewPage.nameLabel'));
    expect(nameField.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: t('integrations.reviewPage.approve') }));
    const why = screen.getByText(t('integrations.reviewPage.nameRequired'));
    expect(document.activeElement).toBe(nameField);
    expect(nameField.getAttribute('aria-invalid')).toBe('true');
    expect(nameField.getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(t('integrations.reviewPage.nameLabel')), {
      target: { value: 'Ana' },
    });
    expect(localStorage.getItem('captia_reviewer_name')).toBe('Ana');
    expect(nameField.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(within(first).getByLabelText(t('integrations.reviewPage.commentLabel')), {
      target: { value: 'Fewer emojis, please' },
    });
    fireEvent.click(within(first).getByRole('button', { name: t('integrations.reviewPage.requestChanges') }));
    await waitFor(() =>
      expect(within(first).getByTestId('review-state')).toHaveProperty(
        'textContent',
        t('integrations.reviewPage.state.changes'),
      ),
    );
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/review/${TOKEN}/posts/p1/decision`);
    expect(JSON.parse(String(init.body))).toEqual({
      decision: 'changes',
      reviewerName: 'Ana',
      comment: 'Fewer emojis, please',
      version: '2027-02-20T10:00:00.123456Z',
    });
    expect(within(first).getByText(t('integrations.reviewPage.sent'))).toBeTruthy();
  });

  it('a post edited since it was read: the review is read again and the reviewer is told', async () => {
    const edited: PublicReview = {
      ...REVIEW,
      posts: REVIEW.posts.map((post) =>
        post.id === 'p1'
          ? { ...post, text: 'Rewritten by the owner', version: '2027-02-21T08:00:00.000000Z' }
          : post,
      ),
    };
    let reads = 0;
    const changed = 'This post was changed after you read it.';
    fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST')
        return json({ error: { code: 'review_post_changed', message: changed } }, 409);
      reads += 1;
      return json(reads === 1 ? REVIEW : edited);
    });
    localStorage.setItem('captia_reviewer_name', 'Ana');
    renderScreen(TOKEN);
    const [first] = (await screen.findAllByRole('article')) as [HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: t('integrations.reviewPage.approve') }));
    expect(await within(first).findByText(changed)).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(await within(first).findByText('Rewritten by the owner')).toBeTruthy();
    expect(within(first).getByTestId('review-state')).toHaveProperty(
      'textContent',
      t('integrations.reviewPage.state.pending'),
    );
  });
});
