import { fold } from '@captia/shared';

/**
 * A post's opening: its first sentence (Pinterest writes one block, so the first line alone
 * would be the whole post). Two openings are the same when they differ only in case, accents,
 * emojis and punctuation. A campaign's posts each open anew (docs/decisions/0029).
 */
export function openingOf(text: string): string {
  const line = text.trimStart().split('\n')[0] ?? '';
  return line.split(/(?<=[.!?…])\s/u)[0] ?? line;
}

export const openingKey = (text: string) =>
  fold(openingOf(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
