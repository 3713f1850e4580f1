import { Lock } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { OVERLAY } from './overlay';

/** An on/off switch (a native checkbox with the switch role); locked when the plan does not allow it. */
export function Switch({
  label,
  checked,
  locked,
  lockedHintId,
  onChange,
}: {
  label: string;
  checked: boolean;
  locked: boolean;
  lockedHintId: string;
  onChange: (checked: boolean) => void;
}) {
  // A value the plan does not allow can still be turned off (it may come from a kept draft).
  const disabled = locked && !checked;
  return (
    <label
      className={cn(
        'relative inline-flex min-h-6 items-center gap-2 text-sm',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={cn('peer', OVERLAY)}
        checked={checked}
        disabled={disabled}
        aria-describedby={locked ? lockedHintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 shrink-0 rounded-full bg-border transition-colors peer-checked:bg-primary',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          'after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow-sm after:transition-transform',
          'peer-checked:after:translate-x-4',
        )}
      />
      {locked && <Lock className="size-3" aria-hidden="true" />}
      {label}
    </label>
  );
}
