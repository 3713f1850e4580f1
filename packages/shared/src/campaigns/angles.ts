import type { PostTypeId } from '../captions/options';

/**
 * What a slot of a campaign does (docs/product.md, Planner). A week is an arc: it opens with the
 * news, gives reasons to care in the middle (a tip, how it is made, what others say, the offer,
 * a question), counts down, and closes with a last reminder — it never says the same thing
 * seven times.
 */
export const ANGLE_IDS = [
  'announcement',
  'tip',
  'behind-the-scenes',
  'social-proof',
  'offer',
  'question',
  'countdown',
  'reminder',
] as const;
export type AngleId = (typeof ANGLE_IDS)[number];

/** The generator's post type each angle is written as (its hooks, weaving and calls to action). */
export const ANGLE_POST_TYPE: Readonly<Record<AngleId, PostTypeId>> = {
  announcement: 'announcement',
  tip: 'tips-educational',
  'behind-the-scenes': 'behind-the-scenes',
  'social-proof': 'product-promotion',
  offer: 'product-promotion',
  question: 'question-engagement',
  countdown: 'event',
  reminder: 'event',
};

/** The middle of the arc, in the order it is used (then again, for campaigns longer than it). */
const MIDDLE: readonly AngleId[] = ['tip', 'behind-the-scenes', 'offer', 'social-proof', 'question'];

/**
 * The angle of each slot of a campaign of `slots` slots: the announcement first, the reminder
 * last, a countdown before it from four slots on, the middle angles in turn between them (no
 * two neighbours alike).
 */
export function angleArc(slots: number): AngleId[] {
  if (slots <= 0) return [];
  if (slots === 1) return ['announcement'];
  const closing: AngleId[] = slots >= 4 ? ['countdown', 'reminder'] : ['reminder'];
  const middle = Array.from(
    { length: slots - 1 - closing.length },
    (_, i) => MIDDLE[i % MIDDLE.length] as AngleId,
  );
  return ['announcement', ...middle, ...closing];
}
