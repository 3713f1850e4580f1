import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface AccordionItem {
  /** Unique on the page; also the URL fragment that opens the item (`/faq#what-is-captia`). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button in a heading, with
 * `aria-expanded` and `aria-controls`; each panel is a region labelled by its button.
 * Enter and Space toggle (native buttons); ↑ ↓ Home End move between headers.
 * Closed panels keep their text in the page (display: none), so it is indexed and prerendered.
 */
export function Accordion({ items, headingLevel = 2 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h2';

  // A link to one question opens it (after hydration, so server and client markup agree).
  const ids = items.map((item) => item.id).join(' ');
  useEffect(() => {
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    if (ids.split(' ').includes(fragment)) setOpen(new Set([fragment]));
  }, [ids]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} id={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={`${item.id}-button`}
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-offset-[-2px]"
              >
                <span className="text-pretty">{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            {/* Closed with a class, not the `hidden` attribute: the page's <noscript> style can
                then show every answer when scripts are off (Tailwind's [hidden] rule is !important). */}
            <section
              id={`${item.id}-panel`}
              aria-labelledby={`${item.id}-button`}
              data-collapsible-panel=""
              className={cn(
                'px-5 pb-5 [&>div>:first-child]:mt-0 [&>div>:last-child]:mb-0',
                !expanded && 'hidden',
              )}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
