import type { ComponentProps } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type TFunction, useTranslation } from '#web/lib/translator.ts';
import { SelectField, TextField } from '../ui/field';
import { SERVER_ERROR } from './use-account-form';

/**
 * What a field's error says: a client rule gives a catalog key, translated here so it follows
 * the language switcher; the server's message (`type: 'server'`) is already in the user's language.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  const message = typeof error?.message === 'string' && error.message ? error.message : undefined;
  if (!message) return undefined;
  return error?.type === SERVER_ERROR ? message : t(message);
}

type Controlled = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'error';

type Bound<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the field only needs the form's input values.
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
};

/**
 * Registers `name` with the form and gives its error as text. The error goes as soon as the user
 * edits the field; the form checks it again on submit.
 */
function useBound<T extends FieldValues>({ form, name }: Bound<T>) {
  const { t } = useTranslation();
  const registered = form.register(name, {
    onChange: () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  });
  return { registered, error: fieldErrorText(t, form.getFieldState(name, form.formState).error) };
}

/**
 * The one field of the forms: label, input, hint, and its error — a catalog key from the shared
 * rules, or the server's own text — linked with aria-invalid and aria-describedby (TextField).
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  ...input
}: Omit<ComponentProps<typeof TextField>, Controlled> & Bound<T>) {
  const { registered, error } = useBound({ form, name });
  return <TextField {...input} {...registered} error={error} />;
}

/** The same for a choice from a list (SelectField). */
export function FormSelectField<T extends FieldValues>({
  form,
  name,
  ...select
}: Omit<ComponentProps<typeof SelectField>, Controlled> & Bound<T>) {
  const { registered, error } = useBound({ form, name });
  return <SelectField {...select} {...registered} error={error} />;
}
