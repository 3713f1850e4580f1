import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { SERVER_ERROR } from '../lib/use-account-form';

type FormFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof TextField>,
  'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: the field only needs the form's input values.
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
};

/**
 * The one field of the account forms: label, input, hint, and its error — a catalog key from the
 * shared rules, or the server's own text — linked with aria-invalid and aria-describedby (TextField).
 * The error goes as soon as the user edits the field; the form checks it again on submit.
 */
export function FormField<T extends FieldValues>({ form, name, ...input }: FormFieldProps<T>) {
  const { t } = useTranslation();
  const error = form.formState.errors[name];
  const message = typeof error?.message === 'string' && error.message ? error.message : undefined;
  const text = message && (error?.type === SERVER_ERROR ? message : t(message));
  return (
    <TextField
      {...input}
      {...form.register(name, {
        onChange: () => {
          if (form.getFieldState(name).error) form.clearErrors(name);
        },
      })}
      error={text || undefined}
    />
  );
}
