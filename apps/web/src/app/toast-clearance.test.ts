import { describe, expect, it } from 'vitest';
import { type Box, clearanceFor, liftFor, overlaps, TOAST_GAP } from './toast-clearance';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A 1280×720 viewport with sonner's stack at the bottom right (24 px from the edges).
const front = box(900, 640, 356, 56);
const behind = box(900, 626, 356, 56);

describe('toast clearance', () => {
  it('boxes overlap only when they share an area', () => {
    expect(overlaps(front, box(1000, 650, 40, 20))).toBe(true);
    expect(overlaps(front, box(100, 650, 40, 20))).toBe(false);
    // Touching edges do not overlap.
    expect(overlaps(front, box(1000, 600, 40, 40))).toBe(false);
    expect(overlaps(front, box(860, 650, 40, 20))).toBe(false);
  });

  it('reserves the height of the stack from its highest toast, plus a gap; nothing without toasts', () => {
    expect(clearanceFor([], 720)).toBe(0);
    expect(clearanceFor([front], 720)).toBe(720 - 640 + TOAST_GAP);
    expect(clearanceFor([front, behind], 720)).toBe(720 - 626 + TOAST_GAP);
    // A toast still sliding in from below the viewport takes no room.
    expect(clearanceFor([box(900, 760, 356, 56)], 720)).toBe(0);
  });

  it('lifts the toasts just above a focused element they cover, and not otherwise', () => {
    // A footer link under the front toast, in a page that cannot scroll any further.
    const link = box(1000, 660, 80, 20);
    const lift = liftFor(link, [front, behind]);
    expect(lift).toBe(front.bottom - link.top + TOAST_GAP);
    const lifted = [front, behind].map((b) => ({ ...b, top: b.top - lift, bottom: b.bottom - lift }));
    expect(lifted.some((b) => overlaps(b, link))).toBe(false);
    // To the left of the stack, or above it: nothing moves.
    expect(liftFor(box(100, 660, 80, 20), [front, behind])).toBe(0);
    expect(liftFor(box(1000, 500, 80, 20), [front, behind])).toBe(0);
  });

  it('does not push the toasts off the top of the viewport for a control taller than the room above them', () => {
    expect(liftFor(box(950, 40, 200, 640), [front])).toBe(0);
  });
});
