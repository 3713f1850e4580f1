import { SignUpFormSchema } from '@captia/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import { FormField } from './form-field';
import { useAccountForm } from './use-account-form';

function Harness({ onValid }: { onValid: (values: unknown) => Promise<void> }) {
  const form = useAccountForm(SignUpFormSchema, { name: '', email: '', password: '', confirm: '' });
  const onSubmit = form.submit(async (values) => {
    await onValid(values);
    form.serverError('email', 'That e-mail already has an account.');
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormField form={form} name="name" label="Name" hint="As others see it" />
      <FormField form={form} name="email" label="Email" type="email" />
      <FormField form={form} name="password" label="Password" type="password" />
      <FormField form={form} name="confirm" label="Confirm" type="password" />
      <button type="submit">Go</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));

describe('<FormField> in an account form', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('shows each problem, linked to its field, and moves focus to the first one', async () => {
    const onValid = vi.fn(async () => {});
    render(<Harness onValid={onValid} />);
    await submit();
    const required = translator.t('validation.required');
    for (const name of ['Name', 'Email', 'Password', 'Confirm']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    // The error first, then the hint, as before.
    expect(field('Name').getAttribute('aria-describedby')).toMatch(/-error .*-hint$/);
    const errorId = field('Email').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(required);
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears a field's error as it is edited, without checking it again before the next submit", async () => {
    render(<Harness onValid={async () => {}} />);
    await submit();
    fireEvent.change(field('Email'), { target: { value: 'ana@' } });
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    await submit();
    const errorId = field('Email').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(translator.t('validation.invalidEmail'));
  });

  it("sends the schema's output and shows the server's own message next to its field", async () => {
    const onValid = vi.fn(async () => {});
    render(<Harness onValid={onValid} />);
    fireEvent.change(field('Name'), { target: { value: ' Ana ' } });
    fireEvent.change(field('Email'), { target: { value: ' ana@example.com ' } });
    fireEvent.change(field('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.change(field('Confirm'), { target: { value: 'correct horse battery' } });
    await submit();
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'correct horse battery',
      confirm: 'correct horse battery',
    });
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    const errorId = field('Email').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('That e-mail already has an account.');
  });
});
