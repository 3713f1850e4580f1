import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Sections inside a group (Security) are one heading level below it. */
const NestedInGroup = createContext(false);

/**
 * A titled group of sections (Preferences → Security: password, two-factor, passkeys, devices):
 * its heading is a level 2, theirs level 3.
 */
export function SectionGroup({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      </div>
      <div className="space-y-6">
        <NestedInGroup.Provider value={true}>{children}</NestedInGroup.Provider>
      </div>
    </section>
  );
}

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
  const Heading = useContext(NestedInGroup) ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl border bg-card p-6 shadow-sm',
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-border',
      )}
    >
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
