import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';

/** The error type of a message the server wrote (already localized); client rules give catalog keys. */
export const SERVER_ERROR = 'server';

/** What `zodResolver` needs to know of a zod 4 schema (the shared form schemas). */
interface Schema<Input, Output> {
  _zod: { input: Input; output: Output };
}

export type AccountForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (
    onValid: (values: Output) => Promise<void> | void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  serverError: (name: Path<Input>, message: string) => void;
  failure: string | null;
  setFailure: (message: string | null) => void;
};

/**
 * A form of the app (the account screens, the preferences, a brand voice; decision 0021):
 * validated on submit by its shared zod schema, each field's error cleared as the
 * user edits it (see FormField), and after a failed submit — the rules or the server — focus on
 * the first field in error, once its error is rendered so it is announced with it. `failure` is
 * the form's own message (not a field's), cleared by the next submit.
 */
export function useAccountForm<Input extends FieldValues, Output extends FieldValues>(
  schema: Schema<Input, Output>,
  defaultValues: DefaultValues<Input>,
): AccountForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focused below, after React has rendered aria-invalid and the message.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusPending = useRef(false);
  // Read during render: subscribes this component, so it re-renders (and the effect runs) on errors.
  void form.formState.errors;

  // After every render: cheap, and RHF may change `errors` in place.
  useEffect(() => {
    if (!focusPending.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusPending.current = false;
    invalid.focus();
  });

  /** The submit handler: `onValid` gets the schema's output (e.g. a trimmed e-mail). */
  const submit = (onValid: (values: Output) => Promise<void> | void) => {
    const handle = form.handleSubmit(onValid, () => {
      focusPending.current = true;
    });
    return (event?: BaseSyntheticEvent) => {
      setFailure(null);
      return handle(event);
    };
  };

  /** Shows the server's message next to `name` and moves focus there. */
  const serverError = (name: Path<Input>, message: string) => {
    focusPending.current = true;
    form.setError(name, { type: SERVER_ERROR, message });
  };

  return { ...form, formRef, submit, serverError, failure, setFailure };
}
