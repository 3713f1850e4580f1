/**
 * Keeps the focused element clear of the toasts (WCAG 2.2, 2.4.11 Focus Not Obscured).
 *
 * The toasts sit over the bottom-right corner of the viewport for 4 s. A keyboard user tabbing
 * down the page (or whose focused control a toast lands on) must never have the focus hidden
 * under them. While toasts are up:
 * - the page reserves their height at its bottom: `--toast-clearance` feeds the root's
 *   `scroll-padding-bottom` (so the browser's own focus scrolling stops above the toasts) and the
 *   body's `padding-bottom` (so even the footer's last link can be scrolled above them);
 * - a focused element they still cover is scrolled clear of them;
 * - one that cannot be scrolled (in a fixed dialog, say) has the toasts lifted above it instead.
 * When the last toast goes, the page gets its space back and the toasts their place.
 */

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Space kept between the toasts and what is focused, in CSS pixels. */
export const TOAST_GAP = 8;

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** How much of the viewport's bottom the toasts take (0 without toasts), gap included. */
export function clearanceFor(toasts: readonly Box[], viewportHeight: number): number {
  if (toasts.length === 0) return 0;
  const top = Math.min(...toasts.map((box) => box.top));
  return Math.max(0, Math.ceil(viewportHeight - top + TOAST_GAP));
}

/**
 * How far to raise the toasts so they clear `focused`, or 0 when they do not cover it. A lift that
 * would push the stack past the top of the viewport is not made: a control taller than the
 * space above the toasts keeps them where they are (the browser's scrolling already showed it).
 */
export function liftFor(focused: Box, toasts: readonly Box[]): number {
  const covering = toasts.filter((box) => overlaps(box, focused));
  if (covering.length === 0) return 0;
  const stackTop = Math.min(...toasts.map((box) => box.top));
  const stackBottom = Math.max(...toasts.map((box) => box.bottom));
  const lift = Math.ceil(stackBottom - focused.top + TOAST_GAP);
  return stackTop - lift >= 0 ? lift : 0;
}

const CLEARANCE_PROPERTY = '--toast-clearance';

/** The toasts on screen in `region` (not those leaving), as boxes in viewport coordinates. */
function toastBoxes(region: Element): Box[] {
  return [...region.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .filter((toast) => toast.dataset.removed !== 'true' && toast.dataset.visible !== 'false')
    .map((toast) => toast.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Watches the toasts inside `region` and the focus in the document; `onLift` receives how many
 * pixels the toasts must rise above their usual place (0 most of the time). Returns a stop.
 */
export function keepFocusClearOfToasts(region: Element, onLift: (pixels: number) => void): () => void {
  const root = document.documentElement;
  let lifted = 0;
  let frame = 0;

  const setLift = (pixels: number) => {
    if (pixels === lifted) return;
    lifted = pixels;
    onLift(pixels);
  };

  const update = () => {
    frame = 0;
    // The boxes are measured where the toasts sit without a lift.
    const boxes = toastBoxes(region).map((box) => ({
      top: box.top + lifted,
      right: box.right,
      bottom: box.bottom + lifted,
      left: box.left,
    }));
    const clearance = clearanceFor(boxes, window.innerHeight);
    root.style.setProperty(CLEARANCE_PROPERTY, `${clearance}px`);
    if (clearance === 0) return setLift(0);

    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body || region.contains(focused))
      return setLift(0);
    if (boxes.some((box) => overlaps(box, focused.getBoundingClientRect())))
      // 'nearest' with the root's scroll-padding: just enough to bring it above the toasts.
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    setLift(liftFor(focused.getBoundingClientRect(), boxes));
  };

  // Measured once layout has settled for this frame (toasts mount, grow and leave in steps).
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  // A focus move is answered at once: the browser has scrolled for it already.
  const onFocus = () => update();

  const observer = new MutationObserver(schedule);
  observer.observe(region, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-removed', 'data-visible', 'data-expanded', 'data-mounted'],
  });
  document.addEventListener('focusin', onFocus);
  region.addEventListener('transitionend', schedule);
  window.addEventListener('resize', schedule);
  update();

  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    region.removeEventListener('transitionend', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
    root.style.removeProperty(CLEARANCE_PROPERTY);
  };
}
