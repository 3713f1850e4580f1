import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';

/** docs/product.md, Business constants: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A small tooltip for icon buttons: opens after the delay on hover or focus, closes on
 * leave, blur or Escape, and describes its trigger for assistive technology. Kept
 * dependency-free because it sits in the header, on the critical path of every page.
 */
export function Tooltip({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** A sentence rather than a word: the bubble wraps at a fixed width. */
  wide?: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // The wrapper only hears hover and focus bubbling up from its interactive child.
    // biome-ignore lint/a11y/noStaticElementInteractions: the child is the control
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, {
        // Keeps a description the child already has (e.g. a hint), adding the tooltip's while open.
        'aria-describedby':
          [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined,
      })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={
            wide
              ? 'pointer-events-none absolute top-full left-1/2 z-50 mt-2 w-60 -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-normal text-background shadow-md'
              : 'pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md'
          }
        >
          {label}
        </span>
      )}
    </span>
  );
}
