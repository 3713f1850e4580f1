import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import type { Me } from '#web/lib/session/types.ts';
import { translator } from '#web/lib/translator.ts';
import { ProfileForm } from './profile-form';
import { RegionalForm } from './regional-form';

const ME = {
  id: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  tier: 'free',
  language: 'en-US',
  timezone: 'America/Sao_Paulo',
} as Me;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `PATCH /api/me` answered by `answer`; the bodies sent are returned. */
function serve(ui: ReactNode, answer: (body: Record<string, unknown>) => Response) {
  const patches: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(body);
      return answer(body);
    }),
  );
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  return patches;
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('preferences forms', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('the display name: refused by the shared rule next to the field, with the focus; saved trimmed', async () => {
    const patches = serve(<ProfileForm me={ME} />, (body) => json(200, { ...ME, ...body }));
    const name = screen.getByLabelText(translator.t('account.fields.displayName')) as HTMLInputElement;
    const saveName = translator.t('account.preferences.saveName');
    expect(name.value).toBe('Ana');
    // Nothing to save until the name changes.
    expect((screen.getByRole('button', { name: saveName }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: '   ' } });
    await click(saveName);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(
      translator.t('validation.required'),
    );
    expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-error ${name.id}-hint`);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(patches).toEqual([]);

    fireEvent.change(name, { target: { value: ' Ana Souza ' } });
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    await click(saveName);
    await waitFor(() => expect(patches).toEqual([{ name: 'Ana Souza' }]));
  });

  it("the display name: the server's refusal is shown at the field", async () => {
    serve(<ProfileForm me={ME} />, () =>
      json(400, { error: { code: 'bad_request', message: 'That name cannot be used.' } }),
    );
    const name = screen.getByLabelText(translator.t('account.fields.displayName')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ana S' } });
    await click(translator.t('account.preferences.saveName'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe('That name cannot be used.');
  });

  it('language and time zone: sends both as chosen, once one changes', async () => {
    const patches = serve(<RegionalForm me={ME} />, (body) => json(200, { ...ME, ...body }));
    const save = translator.t('account.preferences.saveRegional');
    const zone = screen.getByLabelText(translator.t('account.fields.timezone')) as HTMLSelectElement;
    expect(zone.value).toBe('America/Sao_Paulo');
    expect((screen.getByRole('button', { name: save }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(zone, { target: { value: 'Europe/Lisbon' } });
    expect((screen.getByRole('button', { name: save }) as HTMLButtonElement).disabled).toBe(false);
    await click(save);
    await waitFor(() => expect(patches).toEqual([{ language: 'en-US', timezone: 'Europe/Lisbon' }]));
  });
});
