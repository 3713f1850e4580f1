/**
 * One of zxcvbn's ranked dictionaries (word → rank, 1 for the most common) in a compact form.
 *
 * zxcvbn builds each as a plain object with a property per word: for the ~600,000 words of its
 * English, Portuguese and Spanish lists that is ~35 MB of heap in the browser tab and on the
 * server (docs/decisions/0042). Here a dictionary is one string of its words end to end, their
 * offsets, and an open-addressing hash table of word numbers (~4 MB in all), read through a Proxy
 * with the object's interface: zxcvbn only ever reads `dictionary[word]` (its optional Levenshtein
 * matching, which would list the keys, is off). Ranks are zxcvbn's own: a word listed twice has the
 * rank of its last place. The tests compare every score and guess count with zxcvbn's own build.
 */
export interface CompactDictionary {
  ranks: Record<string, number>;
  /** The longest word's length: zxcvbn skips longer substrings. */
  maxWordSize: number;
}

/** FNV-1a over the UTF-16 code units of `text` from `start` to `end`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function compactDictionary(list: readonly unknown[]): CompactDictionary {
  // As zxcvbn's own `buildRankedDictionary`: each entry as a string.
  const words = list.map(String);
  const chars = words.join('');
  const offsets = new Int32Array(words.length + 1);
  let maxWordSize = 0;
  for (let i = 0, at = 0; i < words.length; i++) {
    offsets[i] = at;
    at += (words[i] as string).length;
    maxWordSize = Math.max(maxWordSize, (words[i] as string).length);
    offsets[i + 1] = at;
  }
  let capacity = 8;
  while (capacity < words.length * 2) capacity *= 2;
  const mask = capacity - 1;
  // Word number + 1 (0: an empty slot).
  const slots = new Int32Array(capacity);

  /** The slot holding `key`, or the empty slot where it would go, as -(slot + 1). */
  const slotOf = (key: string): number => {
    for (let slot = hashOf(key, 0, key.length) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] as number;
      if (entry === 0) return -(slot + 1);
      const start = offsets[entry - 1] as number;
      if ((offsets[entry] as number) - start !== key.length) continue;
      let same = 0;
      while (same < key.length && chars.charCodeAt(start + same) === key.charCodeAt(same)) same++;
      if (same === key.length) return slot;
    }
  };
  words.forEach((word, i) => {
    const slot = slotOf(word);
    slots[slot >= 0 ? slot : -slot - 1] = i + 1;
  });

  const rankOf = (key: string | symbol): number | undefined => {
    if (typeof key !== 'string') return undefined;
    const slot = slotOf(key);
    return slot >= 0 ? slots[slot] : undefined;
  };
  const ranks = new Proxy({} as Record<string, number>, {
    get: (_, key) => rankOf(key),
    has: (_, key) => rankOf(key) !== undefined,
  });
  return { ranks, maxWordSize };
}
