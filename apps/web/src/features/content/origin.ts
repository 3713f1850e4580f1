import type { Block } from './markdown';

/** The host the guide's examples are written with (content/README.md). */
export const PLACEHOLDER_ORIGIN = 'https://YOUR-CAPTIA-HOST';

/** The guide's code blocks with the placeholder host replaced by `origin`; other blocks untouched. */
export function withOrigin(blocks: readonly Block[], origin: string): Block[] {
  return blocks.map((block) =>
    block.t === 'pre' && block.v.includes(PLACEHOLDER_ORIGIN)
      ? { ...block, v: block.v.replaceAll(PLACEHOLDER_ORIGIN, origin) }
      : block,
  );
}
