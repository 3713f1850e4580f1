import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import { BrandForm } from './brand-form';

const en = (key: string, values?: Record<string, unknown>) => translator.t(key, values);

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The form creating a brand, the API answering each POST with `answer`. */
function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push(body);
      return answer(body);
    }),
  );
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BrandForm brand={null} onSaved={onSaved} onCancel={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { posts, onSaved };
}

const saved = (body: Record<string, unknown>) =>
  json(201, { id: 'b1', ...body, isDefault: true, createdAt: '2026-11-23T10:00:00.000Z' });

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const list = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const errorOf = (element: HTMLElement) => document.getElementById(`${element.id}-error`)?.textContent ?? '';
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: en('brands.form.save') })));

describe('<BrandForm>', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('starts on the name; an empty save marks it, focuses it and says the form needs a look', async () => {
    const { posts } = renderForm(saved);
    const name = field(en('brands.form.name'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    (document.activeElement as HTMLElement).blur();

    await save();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`);
    expect(errorOf(name)).toBe(en('validation.required'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText(en('brands.form.invalid'))).toBeTruthy();
    expect(posts).toEqual([]);

    // Editing the field takes its error away until the next save.
    fireEvent.change(name, { target: { value: 'C' } });
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(en('brands.form.invalid'))).toBeNull();
  });

  it('adds what is still typed in the lists when saving, and sends the trimmed brand', async () => {
    const { posts, onSaved } = renderForm(saved);
    fireEvent.change(field(en('brands.form.name')), { target: { value: '  Café Aurora ' } });
    fireEvent.change(list(en('brands.form.wordsToAvoid')), { target: { value: 'game changer' } });
    fireEvent.change(list(en('brands.form.hashtags')), { target: { value: 'ColdBrew' } });
    fireEvent.change(field(en('brands.form.sample', { number: 1 })), { target: { value: ' Fresh today! ' } });
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(posts).toEqual([
      {
        name: 'Café Aurora',
        description: '',
        audience: '',
        callToAction: '',
        wordsToAvoid: ['game changer'],
        hashtags: ['#ColdBrew'],
        samples: ['Fresh today!'],
      },
    ]);
  });

  it('keeps a refused item typed with its reason, and sends nothing', async () => {
    const { posts } = renderForm(saved);
    fireEvent.change(field(en('brands.form.name')), { target: { value: 'Café Aurora' } });
    const hashtags = list(en('brands.form.hashtags'));
    fireEvent.change(hashtags, { target: { value: 'ColdBrew #123' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#ColdBrew']);
    fireEvent.change(hashtags, { target: { value: '#123' } });

    await save();
    expect(hashtags.value).toBe('#123');
    expect(hashtags.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(hashtags)).toBe(en('brands.validation.hashtagInvalid'));
    await waitFor(() => expect(document.activeElement).toBe(hashtags));
    expect(posts).toEqual([]);
  });

  it("puts a sample's error at its own box, and moves it up when a box above is removed", async () => {
    renderForm(saved);
    fireEvent.change(field(en('brands.form.name')), { target: { value: 'Café Aurora' } });
    fireEvent.change(field(en('brands.form.sample', { number: 1 })), { target: { value: 'Fine.' } });
    fireEvent.click(screen.getByRole('button', { name: en('brands.form.addSample') }));
    const long = 's'.repeat(2201);
    fireEvent.change(field(en('brands.form.sample', { number: 2 })), { target: { value: long } });

    await save();
    const second = field(en('brands.form.sample', { number: 2 }));
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(second)).toBe(en('validation.tooLong'));
    expect(field(en('brands.form.sample', { number: 1 })).hasAttribute('aria-invalid')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: en('brands.form.removeSample', { number: 1 }) }));
    const first = field(en('brands.form.sample', { number: 1 }));
    expect(first.value).toBe(long);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(first)).toBe(en('validation.tooLong'));
    expect(screen.queryByLabelText(en('brands.form.sample', { number: 2 }))).toBeNull();
  });

  it("shows the server's refusal of the plan's limit with a way to upgrade", async () => {
    const refusal = 'Your plan keeps 1 brand voice.';
    renderForm(() => json(403, { error: { code: 'brand_limit_reached', message: refusal } }));
    fireEvent.change(field(en('brands.form.name')), { target: { value: 'Second voice' } });
    await save();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(screen.getByRole('link', { name: en('common.seePlans') }).getAttribute('href')).toBe('/plans');
  });
});
