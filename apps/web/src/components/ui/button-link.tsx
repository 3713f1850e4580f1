import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90 shadow-sm',
  secondary: 'border border-border bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
} as const;

export function buttonClasses(variant: keyof typeof variants = 'primary', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
    variants[variant],
    className,
  );
}

export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof variants }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
