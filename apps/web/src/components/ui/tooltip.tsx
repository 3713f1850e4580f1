import { Tooltip as Radix } from 'radix-ui';
import type { ReactNode } from 'react';

/** Spec §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Radix.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Radix.Provider>;
}

export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md"
        >
          {label}
          <Radix.Arrow className="fill-foreground" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
