import { Lock } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { OVERLAY } from './overlay';

export interface OptionItem<T> {
  value: T;
  label: string;
  /** Not in the user's plan: disabled (unless it is the current choice), with a lock. */
  locked: boolean;
}

/** A small set of choices as a segmented control (native radios, so arrows and forms work). */
export function OptionGroup<T extends string | number>({
  name,
  labelId,
  options,
  value,
  lockedHintId,
  onChange,
}: {
  name: string;
  labelId: string;
  options: OptionItem<T>[];
  value: T;
  lockedHintId: string;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      className="inline-flex flex-wrap gap-0.5 rounded-lg border border-border bg-muted p-0.5"
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              'relative flex min-w-10 items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked ? 'bg-card font-medium text-foreground shadow-sm' : 'text-muted-foreground',
              option.locked && !checked
                ? 'cursor-not-allowed opacity-60'
                : 'cursor-pointer hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              className={OVERLAY}
              checked={checked}
              disabled={option.locked && !checked}
              aria-describedby={option.locked ? lockedHintId : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.locked && <Lock className="size-3" aria-hidden="true" />}
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
