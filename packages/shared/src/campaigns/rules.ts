import { countLength, NETWORK_LIMITS } from '../captions/networks';
import type { NetworkId } from '../captions/options';
import type { CaptionRules } from '../captions/pipeline';
import { findHashtags, hasEmoji } from '../captions/text';

/** The first network rule a post a user edited breaks, as a catalog key (planner.rules) with its values. */
export interface PostRuleProblem {
  key: 'empty' | 'tooLong' | 'emojisOff' | 'hashtagsOff' | 'tooManyHashtags' | 'forbiddenCharacter';
  values: Record<string, number>;
}

/**
 * Checks an edited post against the rules every caption is written under (the same as
 * captionViolations): its network's length and hashtag cap, its forbidden characters, and the
 * campaign's emoji and hashtag switches. The browser shows it as the user types; the server
 * refuses the edit with it.
 */
export function postRuleProblem(
  text: string,
  network: NetworkId,
  rules: CaptionRules,
): PostRuleProblem | null {
  const limits = NETWORK_LIMITS[network];
  if (text.trim() === '') return { key: 'empty', values: {} };
  const length = countLength(network, text);
  if (length > limits.maxLength) return { key: 'tooLong', values: { length, max: limits.maxLength } };
  if (!rules.emojis && hasEmoji(text)) return { key: 'emojisOff', values: {} };
  const tags = findHashtags(text);
  if (!rules.hashtags && tags.length > 0) return { key: 'hashtagsOff', values: {} };
  if (limits.maxHashtags !== null && tags.length > limits.maxHashtags)
    return { key: 'tooManyHashtags', values: { max: limits.maxHashtags } };
  if (limits.forbiddenCharacters && [...limits.forbiddenCharacters].some((c) => text.includes(c)))
    return { key: 'forbiddenCharacter', values: {} };
  return null;
}
