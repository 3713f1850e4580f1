import { captionOptions } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { optionsQuery } from '../api/get-options';
import type { ReworkChoice } from '../rework';

const auth = vi.hoisted(() => ({ state: { me: { tier: 'free' } } as { me: { tier: string } } }));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { ReworkActions } = await import('./rework-actions');

function renderActions(
  tier: string,
  ai: boolean,
  onRun: (choice: ReworkChoice) => void = () => {},
  props: Partial<ComponentProps<typeof ReworkActions>> = {},
) {
  auth.state = { me: { tier } };
  const queryClient = new QueryClient();
  queryClient.setQueryData(optionsQuery('en-US').queryKey, {
    ...captionOptions(CATALOGS['en-US']),
    features: { ai, vision: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReworkActions
          version={{ network: 'instagram', text: 'Café gelado.', language: 'pt-BR' }}
          busy={null}
          disabled={false}
          onRun={onRun}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('<ReworkActions>', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // Radix measures its menus; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  it('on the free plan without a model, Longer and Translate stay reachable and say why', () => {
    const onRun = vi.fn();
    renderActions('free', false, onRun);
    const row = screen.getByRole('group', { name: 'Change the caption' });
    const longer = within(row).getByRole('button', { name: 'Longer' });
    const translate = within(row).getByRole('button', { name: 'Translate' });
    for (const [button, reason] of [
      [longer, 'Longer captions come with the paid plans.'],
      [translate, 'Translation needs an AI model.'],
    ] as const) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        reason,
      );
    }
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    fireEvent.click(longer);
    expect(onRun).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Shorter' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'shorter' });
  });

  it('with a model on a paid plan, Translate offers the other languages', () => {
    const onRun = vi.fn();
    renderActions('premium', true, onRun);
    const row = screen.getByRole('group', { name: 'Change the caption' });
    expect(within(row).getByRole('button', { name: 'Longer' }).getAttribute('aria-disabled')).toBeNull();
    const translate = within(row).getByRole('button', { name: 'Translate' });
    expect(translate.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(translate, { key: 'Enter' });
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    // The caption is in Portuguese already.
    expect(items.map((item) => item.textContent)).toEqual(['English (US)', 'Spanish (Spain)']);
    fireEvent.click(items[1] as HTMLElement);
    expect(onRun).toHaveBeenCalledWith({ action: 'translate', language: 'es-ES' });
  });

  it('makes a caption of a thread network a thread, joins a thread, and offers neither for a planned post', () => {
    const onRun = vi.fn();
    const row = () => screen.getByRole('group', { name: 'Change the caption' });
    const { unmount } = renderActions('free', false, onRun, {
      version: { network: 'mastodon', text: 'Café gelado.', language: 'pt-BR' },
    });
    fireEvent.click(within(row()).getByRole('button', { name: 'Make it a thread' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'thread' });
    expect(within(row()).queryByRole('button', { name: 'Join into one post' })).toBeNull();
    unmount();

    renderActions('free', false, onRun, {
      version: { network: 'x', text: 'Café 1/2\n\nGelado 2/2', posts: ['Café 1/2', 'Gelado 2/2'] },
    });
    fireEvent.click(within(row()).getByRole('button', { name: 'Join into one post' }));
    expect(onRun).toHaveBeenLastCalledWith({ action: 'join' });
    expect(within(row()).queryByRole('button', { name: 'Make it a thread' })).toBeNull();
    cleanup();

    renderActions('free', false, onRun, {
      version: { network: 'x', text: 'Café gelado.' },
      arrange: false,
    });
    expect(within(row()).queryByRole('button', { name: 'Make it a thread' })).toBeNull();
  });
});
