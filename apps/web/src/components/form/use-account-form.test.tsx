import { SignInFormSchema } from '@captia/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import { FormField } from './form-field';
import { type SchemaLoader, useAccountForm } from './use-account-form';

type SignIn = typeof SignInFormSchema;
type Loader = SchemaLoader<SignIn['_zod']['input'], SignIn['_zod']['output']>;

function Harness({ load, onValid }: { load: Loader; onValid: (values: unknown) => void }) {
  const form = useAccountForm(load, { email: '', password: '' });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit(onValid)}>
      <FormField form={form} name="email" label="Email" type="email" />
      <FormField form={form} name="password" label="Password" type="password" />
      <button type="submit">Go</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));

describe('useAccountForm with a schema loaded when needed (the account screens)', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('loads nothing until the form is used; a focus loads it once, and the submit checks with it', async () => {
    const load = vi.fn(async () => SignInFormSchema);
    const onValid = vi.fn();
    render(<Harness load={load} onValid={onValid} />);
    expect(load).not.toHaveBeenCalled();
    act(() => field('Email').focus());
    expect(load).toHaveBeenCalledTimes(1);
    await submit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    const errorId = field('Email').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(translator.t('validation.required'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("a submit before any focus waits for the schema, then sends the schema's output", async () => {
    const load = vi.fn(async () => SignInFormSchema);
    const onValid = vi.fn();
    render(<Harness load={load} onValid={onValid} />);
    fireEvent.change(field('Email'), { target: { value: ' ana@example.com ' } });
    fireEvent.change(field('Password'), { target: { value: 'harbor-willow' } });
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ana@example.com', password: 'harbor-willow' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a schema that cannot load (offline) lets the values go to the server, and is tried again next time', async () => {
    const load = vi
      .fn<Loader>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(SignInFormSchema);
    const onValid = vi.fn();
    render(<Harness load={load} onValid={onValid} />);
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: '', password: '' }, expect.anything()));
    await submit();
    expect(load).toHaveBeenCalledTimes(2);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
