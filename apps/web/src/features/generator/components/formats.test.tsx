import { captionOptions } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import type { HistoryItem } from '../api/get-history';
import { optionsQuery } from '../api/get-options';
import { HISTORY_KEY } from '../api/history-key';
import type { Run } from '../controller';
import { INITIAL_FORM, toRequest } from '../form';
import type { Card } from '../generation';

const auth = vi.hoisted(() => ({ state: { me: { id: 'u1', name: 'Ana', tier: 'premium' } } }));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { default: Results } = await import('./results');

const ALT = {
  altText: 'A glass of iced coffee with vanilla on a wooden table, by a sunny window.',
  altTextShort: 'Iced vanilla coffee on a wooden table.',
};
const thread: Card = {
  network: 'bluesky',
  variant: 1,
  text: 'Nosso café gelado voltou. 1/2\n\nSábado tem 20% de desconto. 2/2',
  length: 31,
  limit: 300,
  posts: ['Nosso café gelado voltou. 1/2', 'Sábado tem 20% de desconto. 2/2'],
};
const slides = [
  { title: 'O café gelado voltou', body: 'Baunilha, gelo e leite cremoso.' },
  { title: 'Só no sábado', body: 'Vinte por cento de desconto em todos os tamanhos.' },
  { title: 'Venha provar', body: 'Na Rua das Flores, 120, das 8h às 18h.' },
];
const carousel: Card = {
  network: 'instagram',
  variant: 1,
  text: 'O café gelado de baunilha voltou! Arraste para ver.',
  length: 51,
  limit: 2200,
  slides,
};
const single: Card = {
  network: 'bluesky',
  variant: 1,
  text: 'Nosso café gelado voltou.',
  length: 25,
  limit: 300,
};

const entry = (card: Card): HistoryItem => ({
  id: 'entry-1',
  createdAt: '2026-11-27T10:00:00.000Z',
  pinned: false,
  request: {},
  captions: [{ network: card.network, variant: 1, text: card.text, length: 1, limit: 300 }],
  source: 'basic',
  altText: ALT,
  thumbnail: '/api/history/entry-1/thumbnail',
  versions: [],
});

/** A lazy part (loaded before the tests) shows after a render or two; a busy machine stretches them. */
const LAZY = { timeout: 5000 };

const clipboard = vi.fn(async (_text: string) => {});
let fetchMock: ReturnType<typeof vi.fn>;

function renderResults(cards: Card[], options: { altText?: Run['altText']; history?: HistoryItem[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(optionsQuery('en-US').queryKey, {
    ...captionOptions(CATALOGS['en-US']),
    features: { ai: false, vision: false },
  });
  if (options.history)
    queryClient.setQueryData([...HISTORY_KEY, ''], {
      pages: [{ items: options.history, nextCursor: null }],
      pageParams: [''],
    });
  const run: Run = {
    request: toRequest(INITIAL_FORM, 'pt-BR'),
    cards,
    source: 'basic',
    busy: null,
    altText: options.altText ?? null,
  };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Results run={run} limits={{}} onRegenerate={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('threads, carousels and alt text in the results', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // What the cards load lazily, loaded before the tests (an import outliving the file fails the run).
    await Promise.all([import('./caption-parts'), import('./alt-text-editor')]);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    clipboard.mockClear();
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it("shows a thread's posts one by one, each with its count and its own copy; the whole thread copies too", async () => {
    renderResults([thread]);
    const list = await screen.findByRole('list', { name: 'Posts of the thread' }, LAZY);
    const posts = within(list).getAllByRole('listitem');
    expect(posts).toHaveLength(2);
    expect(within(posts[0] as HTMLElement).getByText('Post 1 of 2')).toBeTruthy();
    expect(
      posts.map((post) => within(post).getByTestId('thread-post-count').textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['29 / 300', '31 / 300']);

    fireEvent.click(within(posts[1] as HTMLElement).getByRole('button', { name: 'Copy post 2' }));
    await waitFor(() => expect(clipboard).toHaveBeenLastCalledWith(thread.posts?.[1]));
    const card = screen.getByTestId('caption');
    fireEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(clipboard).toHaveBeenLastCalledWith(thread.text));
    // A thread joins back into one post; it is a thread already.
    const row = within(card).getByRole('group', { name: 'Change the caption' });
    expect(within(row).getByRole('button', { name: 'Join into one post' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Make it a thread' })).toBeNull();
  });

  it('offers "Make it a thread" on a single caption of a thread network only', () => {
    renderResults([single, { ...carousel, slides: undefined }]);
    const [bluesky, instagram] = screen.getAllByTestId('caption') as [HTMLElement, HTMLElement];
    const row = (card: HTMLElement) => within(card).getByRole('group', { name: 'Change the caption' });
    expect(within(row(bluesky)).getByRole('button', { name: 'Make it a thread' })).toBeTruthy();
    expect(within(row(bluesky)).queryByRole('button', { name: 'Join into one post' })).toBeNull();
    expect(within(row(instagram)).queryByRole('button', { name: 'Make it a thread' })).toBeNull();
    expect(within(row(instagram)).queryByRole('button', { name: 'Join into one post' })).toBeNull();
  });

  it("shows a carousel's caption, then its slides, each copied as title, blank line, body", async () => {
    renderResults([carousel]);
    expect(screen.getByTestId('caption-text').textContent).toBe(carousel.text);
    const list = await screen.findByRole('list', { name: 'Slides of the carousel' }, LAZY);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const second = items[1] as HTMLElement;
    expect(within(second).getByText('Slide 2 of 3')).toBeTruthy();
    expect(within(second).getByTestId('carousel-slide-title').textContent).toBe('Só no sábado');
    expect(within(second).getByText('12 / 60 characters')).toBeTruthy();
    expect(within(second).getByText('49 / 200 characters')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Copy slide 2' }));
    await waitFor(() =>
      expect(clipboard).toHaveBeenLastCalledWith(
        'Só no sábado\n\nVinte por cento de desconto em todos os tamanhos.',
      ),
    );
  });

  it('shows the alt text with counts and copies; Edit is there once the history entry is known', async () => {
    renderResults([carousel], { altText: ALT });
    const section = screen.getByRole('region', { name: 'Alt text for the photo' });
    expect(within(section).getByTestId('alt-text-long-text').textContent).toBe(ALT.altText);
    expect(within(section).getByText(`${ALT.altText.length} / 1,000 characters`)).toBeTruthy();
    expect(within(section).getByText(`${ALT.altTextShort.length} / 125 characters`)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Copy the short alt text' }));
    await waitFor(() => expect(clipboard).toHaveBeenLastCalledWith(ALT.altTextShort));
    // Not in the history read yet: nothing to save an edit to.
    expect(within(section).queryByRole('button', { name: 'Edit the alt text' })).toBeNull();
  });

  it('edits the alt text: checked by the shared rules, then saved with PUT to its history entry', async () => {
    const queryClient = renderResults([carousel], { altText: ALT, history: [entry(carousel)] });
    const section = screen.getByRole('region', { name: 'Alt text for the photo' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit the alt text' }));
    const long = (await within(section).findByLabelText('Alt text', {}, LAZY)) as HTMLTextAreaElement;
    const short = within(section).getByLabelText('Short alt text') as HTMLTextAreaElement;
    expect(long.value).toBe(ALT.altText);
    await waitFor(() => expect(document.activeElement).toBe(long));

    // Past 1,000 characters: the rule's message under the field, and nothing sent.
    fireEvent.change(long, { target: { value: 'a'.repeat(1001) } });
    expect(within(section).getByText('1,001 / 1,000 characters')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const error = await within(section).findByText('Alt text can have at most 1,000 characters.');
    expect(long.getAttribute('aria-invalid')).toBe('true');
    expect(long.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(fetchMock).not.toHaveBeenCalled();

    const edited = {
      altText: 'Iced coffee in a tall glass, vanilla foam on top.',
      altTextShort: 'Iced coffee.',
    };
    fetchMock.mockImplementation(async () => Response.json(edited));
    fireEvent.change(long, { target: { value: `  ${edited.altText}` } });
    expect(within(section).queryByText('Alt text can have at most 1,000 characters.')).toBeNull();
    fireEvent.change(short, { target: { value: edited.altTextShort } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/history/entry-1/alt-text');
    expect(init.method).toBe('PUT');
    // What the schema gives: the text trimmed.
    expect(JSON.parse(String(init.body))).toEqual(edited);
    // The saved text shows, here and in the cached history; the focus is back on Edit.
    await waitFor(() =>
      expect(within(section).getByTestId('alt-text-long-text').textContent).toBe(edited.altText),
    );
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Edit the alt text' }));
    const cached = queryClient.getQueryData<{ pages: { items: HistoryItem[] }[] }>([...HISTORY_KEY, '']);
    expect(cached?.pages[0]?.items[0]?.altText).toEqual(edited);
  });
});
