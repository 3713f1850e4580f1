import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { dateInputClasses, inputClasses } from './input-classes';

export { inputClasses };

/** Inputs whose focus lands on a segment inside them (see dateInputClasses). */
const SEGMENTED = new Set(['date', 'time', 'datetime-local']);

interface FieldProps {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content under the control, e.g. a strength meter (give it `describedById`). */
  after?: ReactNode;
  describedById?: string;
  className?: string;
}

function describedBy(...ids: (string | false | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  after,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {after}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error and hint are announced with it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  after,
  describedById,
  className,
  id: givenId,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} after={after} className={className}>
      <input
        id={id}
        className={SEGMENTED.has(input.type ?? '') ? dateInputClasses : inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint ? `${id}-hint` : undefined, describedById)}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  after,
  describedById,
  className,
  id: givenId,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} after={after} className={className}>
      <select
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint ? `${id}-hint` : undefined, describedById)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
