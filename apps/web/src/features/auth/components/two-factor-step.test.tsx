import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import { TwoFactorStep } from './two-factor-step';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Every call answered by `answer`; the URLs and bodies sent are returned. */
function serve(answer: (url: string) => Response, onSignedIn = vi.fn(async () => {})) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return answer(String(url));
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TwoFactorStep onSignedIn={onSignedIn} onRestart={() => {}} />
    </QueryClientProvider>,
  );
  return { calls, onSignedIn };
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('the sign-in second step (decision 0038)', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('focuses the code, shows the server refusal next to it, then signs in with the device trusted', async () => {
    let right = false;
    const { calls, onSignedIn } = serve(() =>
      right
        ? json(200, { token: 't' })
        : json(401, { error: { code: 'two_factor_invalid_code', message: 'That code is not right.' } }),
    );
    const code = screen.getByLabelText(translator.t('account.twoFactor.code')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '123 456' } });
    await click(translator.t('account.twoFactor.verify'));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${code.id}-error`)?.textContent).toBe('That code is not right.');
    expect(calls[0]).toMatchObject({
      url: expect.stringMatching(/two-factor\/verify-totp$/),
      body: { code: '123456' },
    });

    right = true;
    fireEvent.click(screen.getByLabelText(translator.t('account.twoFactor.trustDevice')));
    fireEvent.change(code, { target: { value: '654321' } });
    await click(translator.t('account.twoFactor.verify'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[1]?.body).toEqual({ code: '654321', trustDevice: true });
  });

  it('takes a backup code on its own endpoint, its dash added', async () => {
    const { calls } = serve(() => json(200, { token: 't' }));
    await click(translator.t('account.twoFactor.useBackup'));
    const code = screen.getByLabelText(translator.t('account.twoFactor.backupCode')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: 'abcde12345' } });
    await click(translator.t('account.twoFactor.verify'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: expect.stringMatching(/two-factor\/verify-backup-code$/),
      body: { code: 'abcde-12345', trustDevice: false },
    });
  });
});
