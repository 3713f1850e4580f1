import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonClasses } from './button-link';

/**
 * A button with a pending state: disabled, a spinner, and optionally a "Saving…" label,
 * so a second click cannot send the form twice.
 */
export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ComponentProps<'button'> & {
  variant?: Parameters<typeof buttonClasses>[0] | 'danger';
  pending?: boolean;
  pendingLabel?: string;
}) {
  // Danger is red-600 in both themes: white on a lighter red (red-500 is 3.8:1) fails the 4.5:1 text contrast.
  const classes =
    variant === 'danger'
      ? buttonClasses('primary', `bg-red-600 text-white hover:bg-red-700 ${className ?? ''}`)
      : buttonClasses(variant, className);
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
