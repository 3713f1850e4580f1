import { findHashtags } from '@captia/shared';

/**
 * Hashtags as the networks parse them (twitter-text), for the copy options. Loaded on demand:
 * twitter-text stays out of the results' chunk until a copy option or a preview needs it.
 */

/** The caption without its hashtags: a line of tags goes away, spaces and punctuation are mended. */
export function withoutHashtags(text: string): string {
  let out = '';
  let from = 0;
  for (const tag of findHashtags(text)) {
    // The '#' may be a full-width '＃'; the match starts at it either way.
    out += text.slice(from, tag.start);
    from = tag.end;
  }
  out += text.slice(from);
  return out
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00A0]+/g, ' ')
        .replace(/ +([,.;:!?…)])/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The caption's hashtags alone, each once, in order: for Instagram's first comment. */
export function hashtagsOf(text: string): string {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const { tag } of findHashtags(text)) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${tag}`);
  }
  return tags.join(' ');
}
