import { type ChangeEvent, useCallback, useState } from 'react';

/** An error next to a field: a catalog key (client rules) or the server's localized text. */
export type FieldError = { key: string } | { message: string };

/**
 * Controlled form state without a form library: values, per-field errors (cleared as
 * the user edits the field) and the props that bind an input.
 */
export function useFormState<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});

  const setValue = useCallback((name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  /** Client-side results are catalog keys. */
  const setErrorKeys = (keys: Partial<Record<F, string>>) =>
    setErrors(
      Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, { key }])) as Partial<
        Record<F, FieldError>
      >,
    );

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, setValue, setErrors, setErrorKeys, bind, reset };
}

/** The first field with an error, to move focus there after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered the errors.
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
