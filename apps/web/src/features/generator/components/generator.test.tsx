import { captionOptions } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { DRAFT_KEY } from '../draft';

const auth = vi.hoisted(() => ({
  state: { status: 'signedOut', me: null } as { status: string; me: unknown },
}));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { Generator } = await import('./generator');

function renderGenerator() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Generator />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signedIn = (tier: string) => ({
  status: 'signedIn',
  me: {
    id: 'u1',
    tier,
    usage: { current: 0, total: 3, period: 'daily', lastUpdated: '2026-11-22T00:00:00Z' },
  },
});

describe('<Generator>', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // Generate loads its controller on demand (use-generator.ts): loaded here, a click's checks
    // are a microtask away, not a module transform that a busy machine can stretch past
    // findBy's one second.
    await import('../controller');
    // The same for what a signed-in form prefetches or shows lazily (results, history, gauge,
    // brand picker): an import still under way when the file ends fails the whole run
    // ("Cannot load … after the environment was torn down", seen with a core busy).
    await Promise.all([
      import('./results'),
      import('./history'),
      import('./usage-gauge'),
      import('./brand-picker'),
      import('./caption-parts'),
      import('./network-preview'),
    ]);
  });
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/options'
          ? Response.json(captionOptions(CATALOGS['en-US']))
          : url.startsWith('/api/history')
            ? Response.json({ items: [], nextCursor: null })
            : new Response(null, { status: 404 }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('restores a kept draft once, and asks a visitor to sign up, keeping the input', async () => {
    auth.state = { status: 'signedOut', me: null };
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        networks: ['tiktok'],
        postType: 'event',
        style: 'funny',
        length: 'short',
        text: 'Feira',
        language: 'es-ES',
      }),
    );
    renderGenerator();
    const text = screen.getByLabelText('What is your post about?') as HTMLTextAreaElement;
    expect(text.value).toBe('Feira');
    expect((screen.getByLabelText('Post type') as HTMLSelectElement).value).toBe('event');
    expect((screen.getByLabelText('Caption language') as HTMLSelectElement).value).toBe('es-ES');
    expect(screen.getByRole('checkbox', { name: /TikTok/ })).toHaveProperty('checked', true);
    // The limits come from /api/options.
    expect(await screen.findByRole('checkbox', { name: 'TikTok, up to 2,200 characters' })).toBeTruthy();

    fireEvent.change(text, { target: { value: 'Feira de artesanato no domingo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate captions' }));
    expect(screen.getByText('Create a free account to generate captions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/register?redirect=/',
    );
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      text: 'Feira de artesanato no domingo',
      networks: ['tiktok'],
      language: 'es-ES',
    });
  });

  it('locks what the free plan does not include, with the plan hint', () => {
    auth.state = signedIn('free');
    renderGenerator();
    const hint = screen.getByText('Options with a lock are not included in your plan.');
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    for (const control of [
      screen.getByRole('checkbox', { name: /Facebook/ }),
      screen.getByRole('radio', { name: 'Long' }),
      screen.getByRole('radio', { name: '2' }),
      screen.getByRole('radio', { name: '3' }),
      screen.getByRole('switch', { name: 'Emojis' }),
      screen.getByRole('switch', { name: 'Hashtags' }),
    ]) {
      expect(control).toHaveProperty('disabled', true);
      expect(describedBy(control)).toContain(hint.textContent);
    }
    expect(screen.getByRole('checkbox', { name: /Instagram/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Short' })).toHaveProperty('disabled', false);
    // Deselecting the one network unlocks the others.
    fireEvent.click(screen.getByRole('checkbox', { name: /Instagram/ }));
    expect(screen.getByRole('checkbox', { name: /Facebook/ })).toHaveProperty('disabled', false);
  });

  it('locks nothing on premium', () => {
    auth.state = signedIn('premium');
    renderGenerator();
    expect(screen.queryByText('Options with a lock are not included in your plan.')).toBeNull();
    for (const control of [
      ...screen.getAllByRole('checkbox'),
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('switch'),
    ])
      expect(control).toHaveProperty('disabled', false);
  });

  it('shows the catalog messages next to their fields, until they are fixed', async () => {
    auth.state = signedIn('free');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ networks: [], text: '   ' }));
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: 'Generate captions' }));
    const networks = await screen.findByText('Choose at least one social network.');
    expect(screen.getByRole('group', { name: 'Social networks' }).getAttribute('aria-describedby')).toBe(
      networks.id,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
    expect(screen.queryByText('Choose at least one social network.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate captions' }));
    const text = screen.getByLabelText('What is your post about?');
    expect(await screen.findByText('Please write something to generate captions')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: 'Promoção' } });
    expect(screen.queryByText('Please write something to generate captions')).toBeNull();
  });

  it('refuses a request the plan does not allow with the catalog message and a link to the plans', async () => {
    auth.state = signedIn('free');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ networks: ['x'], emojis: true, text: 'Promo' }));
    renderGenerator();
    // Turned on by the draft: locked, but it can still be turned off.
    expect(screen.getByRole('switch', { name: 'Emojis' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Generate captions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Emojis not available in your plan');
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    fireEvent.click(screen.getByRole('switch', { name: 'Emojis' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers only the formats every chosen network takes, and falls back to a single post', () => {
    auth.state = signedIn('premium');
    renderGenerator();
    const group = screen.getByRole('radiogroup', { name: 'Format' });
    const formats = () =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent);
    // Instagram: a carousel, no thread.
    expect(formats()).toEqual(['Single post', 'Carousel']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Carousel' }));
    expect(within(group).getByRole('radio', { name: 'Carousel' })).toHaveProperty('checked', true);
    // X takes no carousel: only a single post is left, and it is the choice.
    fireEvent.click(screen.getByRole('checkbox', { name: /^X/ }));
    expect(formats()).toEqual(['Single post']);
    expect(within(group).getByRole('radio', { name: 'Single post' })).toHaveProperty('checked', true);
    // X alone takes a thread; the numbering switch comes with it, on.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Instagram/ }));
    expect(formats()).toEqual(['Single post', 'Thread']);
    expect(screen.queryByRole('switch', { name: 'Number the posts (1/5)' })).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: 'Thread' }));
    expect(screen.getByRole('switch', { name: 'Number the posts (1/5)' })).toHaveProperty('checked', true);
    // Back to a network without threads: a single post again, and no numbering.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Facebook/ }));
    expect(within(group).getByRole('radio', { name: 'Single post' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('switch', { name: 'Number the posts (1/5)' })).toBeNull();
  });

  it('sends the format and the numbering, and shows a thread post by post with its counts', async () => {
    auth.state = signedIn('premium');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ networks: ['x'], text: 'Café gelado' }));
    const posts = ['Nosso café gelado voltou. 1/2', 'Sábado tem 20% de desconto. 2/2'];
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/options') return Response.json(captionOptions(CATALOGS['en-US']));
        if (url.startsWith('/api/history')) return Response.json({ items: [], nextCursor: null });
        if (url === '/api/functions/generate-captions') {
          sent.push(JSON.parse(String(init?.body)));
          return Response.json({
            source: 'basic',
            captions: [{ network: 'x', variant: 1, text: posts.join('\n\n'), length: 31, limit: 280, posts }],
            usage: { current: 1, total: 250, period: 'monthly', lastUpdated: '2026-11-22T00:00:00Z' },
          });
        }
        return new Response(null, { status: 404 });
      }),
    );
    renderGenerator();
    const group = screen.getByRole('radiogroup', { name: 'Format' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Thread' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Number the posts (1/5)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate captions' }));

    // The run, the lazy results and the thread's posts: a few steps, each waited on (busy machines).
    const list = await screen.findByRole('list', { name: 'Posts of the thread' }, { timeout: 5000 });
    expect(sent).toEqual([expect.objectContaining({ networks: ['x'], format: 'thread', numbering: false })]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('thread-post-text').textContent)).toEqual(posts);
    // Each post counted as X counts it, against its own limit.
    expect(items.map((item) => within(item).getByTestId('thread-post-count').textContent)).toEqual([
      '29 / 280 characters (X counting)',
      '31 / 280 characters (X counting)',
    ]);
    expect(within(items[1] as HTMLElement).getByText('Post 2 of 2')).toBeTruthy();
    expect(screen.getByTestId('thread-count').textContent).toBe('2 posts');
  });
});
