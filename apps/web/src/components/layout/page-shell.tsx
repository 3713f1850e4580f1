import type { ReactNode } from 'react';
import { usePageTitle } from '#web/hooks/use-page-title.ts';
import { cn } from '#web/lib/cn.ts';

/** The frame of a content screen: its title, one h1, a lead paragraph, then the body. */
export function PageShell({
  title,
  heading,
  lead,
  description = lead,
  meta,
  children,
  width = 'narrow',
}: {
  title: string;
  heading: string;
  lead?: string;
  /** The page's meta description for search results; the lead by default. */
  description?: string;
  /** A line under the lead (an article's date and reading time). */
  meta?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  usePageTitle(title, description);
  return (
    <div className={cn('mx-auto px-4 py-12 sm:py-16', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        {lead && <p className="text-lg text-muted-foreground text-pretty">{lead}</p>}
        {meta}
      </header>
      {children}
    </div>
  );
}

/** A centred card for the account screens (sign-in, sign-up, password). */
export function AuthCard({
  title,
  heading,
  lead,
  children,
}: {
  title: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  // The lead is the meta description of the prerendered shell (decision 0023).
  usePageTitle(title, lead);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-2 text-muted-foreground">{lead}</p>
        {children && <div className="mt-6 space-y-3 text-sm">{children}</div>}
      </div>
    </div>
  );
}
