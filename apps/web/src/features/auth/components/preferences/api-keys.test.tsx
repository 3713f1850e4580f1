import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import type { Me } from '#web/lib/session/types.ts';
import { ApiKeys } from './api-keys';

const ME = { id: 'u1', email: 'ana@example.com', name: 'Ana', tier: 'premium', timezone: null } as Me;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API as the form meets it: an empty list, then the answers given for each POST in turn. */
function serve(...answers: Response[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'GET') return json(200, { items: [] });
      posts.push(JSON.parse(String(init.body)));
      return answers.shift() ?? json(500, {});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ApiKeys me={ME} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posts;
}

describe('<ApiKeys>', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password, sends it with the name, and shows a refusal at the password field', async () => {
    const posts = serve(
      json(400, {
        error: { code: 'current_password_incorrect', message: 'The current password is incorrect' },
      }),
      json(201, {
        id: 'k1',
        name: 'Zapier',
        prefix: 'cap_abcdefgh',
        key: `cap_${'a'.repeat(43)}`,
        createdAt: '2026-11-23T10:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('Changing or resetting your password revokes all your keys at once.'),
    ).toBeTruthy();
    const password = screen.getByLabelText('Your password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: ' Zapier ' } });
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(posts).toEqual([{ name: 'Zapier', password: 'wrong one' }]);
    expect(document.getElementById(`${password.id}-error`)?.textContent).toBe(
      'The current password is incorrect',
    );
    expect(screen.getByLabelText('Key name').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(password, { target: { value: 'lighthouse orbit marmalade 42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toBeTruthy();
    expect(posts[1]).toEqual({ name: 'Zapier', password: 'lighthouse orbit marmalade 42' });
  });

  it('an empty password is left out (accounts without one, Google only)', async () => {
    const posts = serve(json(403, { error: { code: 'recent_sign_in_required', message: 'Sign in again.' } }));
    await screen.findByText('No keys yet.');
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'CI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(posts).toEqual([{ name: 'CI' }]);
  });
});
