import { Info } from 'lucide-react';
import { Tooltip } from '#web/components/ui/tooltip.tsx';

/**
 * A field's label with an info button whose tooltip explains the field (opens after 700 ms).
 * With `htmlFor` it labels a control; with `id` it names a group (`aria-labelledby`).
 */
export function FieldLabel({
  label,
  hint,
  htmlFor,
  id,
}: {
  label: string;
  hint: string;
  htmlFor?: string;
  id?: string;
}) {
  const classes = 'text-sm font-medium text-foreground';
  return (
    <div className="mb-1.5 flex items-center gap-1">
      {htmlFor ? (
        <label htmlFor={htmlFor} id={id} className={classes}>
          {label}
        </label>
      ) : (
        <span id={id} className={classes}>
          {label}
        </span>
      )}
      <Tooltip label={hint} wide>
        <button
          type="button"
          aria-label={hint}
          // 24 × 24 px to touch (WCAG 2.2, 2.5.8), without widening the label row.
          className="-my-1 inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
        >
          <Info className="size-3.5" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  );
}
