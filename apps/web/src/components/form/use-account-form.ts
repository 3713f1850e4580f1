import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';

/** The error type of a message the server wrote (already localized); client rules give catalog keys. */
export const SERVER_ERROR = 'server';

/** What `zodResolver` needs to know of a zod 4 schema (the shared form schemas). */
interface Schema<Input, Output> {
  _zod: { input: Input; output: Output };
}

/**
 * A schema loaded when the form first needs it: on the screens a visitor opens first (sign-in,
 * sign-up, forgot and reset password), zod and the form rules are ~100 KB of code whose
 * evaluation was the longest task of `/login` on a phone (Lighthouse's blocking time 370 ms with
 * it, 35–98 ms without): loaded on the first focus or press in the form, or at the first submit.
 */
export type SchemaLoader<Input, Output> = () => Promise<Schema<Input, Output>>;

interface LazyResolver<Input extends FieldValues, Output extends FieldValues> {
  resolver: Resolver<Input, unknown, Output>;
  prefetch: () => void;
}

function lazyResolver<Input extends FieldValues, Output extends FieldValues>(
  load: SchemaLoader<Input, Output>,
): LazyResolver<Input, Output> {
  let loaded: Resolver<Input, unknown, Output> | null = null;
  let loading: Promise<Resolver<Input, unknown, Output> | null> | null = null;
  const ready = () =>
    (loading ??= load().then(
      (schema) => (loaded = zodResolver(schema)),
      () => {
        // Offline, or a deploy replaced the chunk: tried again at the next submit.
        loading = null;
        return null;
      },
    ));
  return {
    prefetch: () => void ready(),
    resolver: async (values, context, options) => {
      const resolve = loaded ?? (await ready());
      // Without the rules the values go as typed: the server applies the same rules and answers
      // each field's problem in the user's language (shown by serverError).
      if (!resolve) return { values: values as unknown as Output, errors: {} };
      return resolve(values, context, options);
    },
  };
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
  schema: Schema<Input, Output> | SchemaLoader<Input, Output>,
  defaultValues: DefaultValues<Input>,
): AccountForm<Input, Output> {
  // Made once: a loader's schema is kept across renders.
  const [rules] = useState(() =>
    typeof schema === 'function' ? lazyResolver(schema) : { resolver: zodResolver(schema), prefetch: null },
  );
  const form = useForm<Input, unknown, Output>({
    resolver: rules.resolver,
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

  // A loaded schema is fetched once the user turns to the form (a field focused, a button pressed).
  useEffect(() => {
    const element = formRef.current;
    const prefetch = rules.prefetch;
    if (!element || !prefetch) return;
    element.addEventListener('focusin', prefetch, { once: true });
    element.addEventListener('pointerdown', prefetch, { once: true });
    return () => {
      element.removeEventListener('focusin', prefetch);
      element.removeEventListener('pointerdown', prefetch);
    };
  }, [rules]);

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
