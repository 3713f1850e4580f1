import { useEffect, useRef, useState } from 'react';

/**
 * Focus for a panel that takes a control's place while it is `shown` (a new webhook's secret, a
 * new review link): into `panel` when it appears, and back to `back` after the panel's own "Done"
 * (which calls `returnFocus` as it hides the panel, and goes away with it, so the focus would
 * otherwise fall to the page). A panel hidden any other way leaves the focus where it is.
 */
export function usePanelFocus<Panel extends HTMLElement, Back extends HTMLElement>(shown: boolean) {
  const panel = useRef<Panel>(null);
  const back = useRef<Back>(null);
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (shown || !returning) return;
    back.current?.focus();
    setReturning(false);
  }, [shown, returning]);
  return { panel, back, returnFocus: () => setReturning(true) };
}
