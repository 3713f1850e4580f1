import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import type { ReviewNotice, ReviewNoticeList } from './api';

const auth = vi.hoisted(() => ({
  state: { me: { id: 'u1', name: 'Olga', tier: 'premium', timezone: 'UTC' } },
}));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));
const toasts = vi.hoisted(() => ({ info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const { NoticeBell } = await import('./notice-bell');
const { NOTICES_KEY, NOTICES_REFRESH_MS } = await import('./api');

const t = (key: string, values?: Record<string, string | number>) =>
  translator.t(`integrations.reviewNotices.${key}`, values);

function notice(index: number, values: Partial<ReviewNotice> = {}): ReviewNotice {
  return {
    id: `d${index}`,
    campaignId: 'c1',
    campaignTitle: 'Summer launch',
    postId: `p${index}`,
    postDate: '2027-03-02T09:30',
    decision: 'approved',
    comment: null,
    reviewerName: 'Ana',
    createdAt: `2027-03-01T10:00:0${index}.123456Z`,
    unseen: true,
    ...values,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server as the bell sees it: `list` answers the reads; a POST marks up to its `until`. With
 * `slowReads`, a read answers the list as it was when asked, 50 ms later (after a mark sent meanwhile).
 */
function serve(initial: ReviewNoticeList, { slowReads = false } = {}) {
  const state = { list: initial, posts: [] as string[] };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const { until } = JSON.parse(String(init.body)) as { until: string };
      state.posts.push(until);
      state.list = {
        unseen: state.list.items.filter((item) => item.createdAt > until).length,
        items: state.list.items.map((item) => (item.createdAt <= until ? { ...item, unseen: false } : item)),
      };
      return json({ unseen: state.list.unseen });
    }
    if (url === '/api/review-notices') {
      const answer = json(state.list);
      if (slowReads) await new Promise((resolve) => setTimeout(resolve, 50));
      return answer;
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <NoticeBell />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the review notices’ bell', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    toasts.info.mockReset();
  });

  it('says how many reviews are new, lists them opened, marks them seen up to the newest, and leads to the campaign', async () => {
    const state = serve(
      {
        unseen: 2,
        items: [
          notice(2, { decision: 'changes', comment: 'Less emoji, please.', reviewerName: 'Rosa' }),
          notice(1),
          notice(0, { unseen: false, campaignTitle: 'Spring', campaignId: 'c0' }),
        ],
      },
      { slowReads: true },
    );
    const queryClient = renderBell();
    const bell = await screen.findByRole('button', { name: t('labelNew', { count: 2 }) });
    expect(screen.getByTestId('review-notices-count').textContent).toBe('2');
    // Read every minute while the tab is visible, and on focus.
    const query = queryClient.getQueryCache().find({ queryKey: NOTICES_KEY });
    const options = query?.observers[0]?.options;
    expect(NOTICES_REFRESH_MS).toBe(60_000);
    expect(options?.refetchInterval).toBe(60_000);
    expect(options?.refetchIntervalInBackground).toBe(false);
    expect(options?.refetchOnWindowFocus).toBe(true);

    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: t('heading') });
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]?.textContent).toContain(t('changes', { name: 'Rosa', title: 'Summer launch' }));
    expect(links[0]?.textContent).toContain('Less emoji, please.');
    expect(links[0]?.textContent).toContain(`${t('new')}:`);
    expect(links[2]?.textContent).not.toContain(`${t('new')}:`);
    expect(links[1]?.textContent).toContain(t('approved', { name: 'Ana', title: 'Summer launch' }));
    expect(links[0]?.getAttribute('href')).toBe('/planner?campaign=c1');
    expect(links[2]?.getAttribute('href')).toBe('/planner?campaign=c0');
    // Opened: seen up to the newest notice shown; the count goes.
    await waitFor(() => expect(state.posts).toEqual(['2027-03-01T10:00:02.123456Z']));
    await waitFor(() => expect(screen.queryByTestId('review-notices-count')).toBeNull());
    expect(bell.getAttribute('aria-label')).toBe(t('label'));
    // The read the opening asked for, answered after the mark, does not bring the count back.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByTestId('review-notices-count')).toBeNull();
    // Still marked new in the open panel, to tell them apart.
    expect(within(panel).getAllByRole('link')[0]?.textContent).toContain(`${t('new')}:`);

    // Escape closes it and gives the focus back.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: t('heading') })).toBeNull();
    expect(document.activeElement).toBe(bell);

    // A notice leads to its campaign in the planner, and the panel closes.
    fireEvent.click(bell);
    fireEvent.click(
      within(screen.getByRole('region', { name: t('heading') })).getAllByRole('link')[2] as Element,
    );
    expect(screen.getByTestId('where').textContent).toBe('/planner?campaign=c0');
    expect(screen.queryByRole('region', { name: t('heading') })).toBeNull();
    expect(toasts.info).not.toHaveBeenCalled();
  });

  it('with no reviews: no count, the empty state, nothing marked', async () => {
    const state = serve({ unseen: 0, items: [] });
    renderBell();
    const bell = await screen.findByRole('button', { name: t('label') });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.click(bell);
    expect(await screen.findByText(t('empty'))).toBeTruthy();
    expect(screen.queryByTestId('review-notices-count')).toBeNull();
    expect(state.posts).toEqual([]);
  });

  it('says 99+ at the cap', async () => {
    serve({ unseen: 99, items: [notice(1)] });
    renderBell();
    expect(await screen.findByRole('button', { name: t('labelMany') })).toBeTruthy();
    expect(screen.getByTestId('review-notices-count').textContent).toBe('99+');
  });

  it('a count rising after the first read shows a toast; the first read does not', async () => {
    const state = serve({ unseen: 1, items: [notice(1)] });
    const queryClient = renderBell();
    await screen.findByRole('button', { name: t('labelNew', { count: 1 }) });
    expect(toasts.info).not.toHaveBeenCalled();
    // The next minute's read: a new review.
    state.list = { unseen: 2, items: [notice(2, { reviewerName: 'Bia' }), notice(1)] };
    await queryClient.refetchQueries({ queryKey: NOTICES_KEY });
    await screen.findByRole('button', { name: t('labelNew', { count: 2 }) });
    expect(toasts.info).toHaveBeenCalledTimes(1);
    expect(toasts.info).toHaveBeenCalledWith(t('toast', { count: 1 }), {
      description: t('approved', { name: 'Bia', title: 'Summer launch' }),
    });
    // The same count read again: no second toast.
    await queryClient.refetchQueries({ queryKey: NOTICES_KEY });
    expect(toasts.info).toHaveBeenCalledTimes(1);
  });
});
