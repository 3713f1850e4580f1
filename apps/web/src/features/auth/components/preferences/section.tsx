import { type ReactNode, useId } from 'react';
import { cn } from '../../../../lib/cn';

/** One titled card of the preferences screen. */
export function Section({
  title,
  lead,
  children,
  tone = 'default',
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl border bg-card p-6 shadow-sm',
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-border',
      )}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
