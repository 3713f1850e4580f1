/**
 * A date (or a time) with the words that lead it ("desde el próximo lunes", "until next Sunday"),
 * found in one pass (docs/decisions/0046).
 *
 * As one regex, `(?<!\p{L})(?:(?:desde|el|…)\s+)*DAY` reads the run of lead words again from
 * each of its words when no day follows it (time grows with the square of the run), and grows
 * exponentially when one run of words can be read as leads in two ways (`desde|desde el`). This
 * walks the same search the regex engine does, reading each lead word once: from each start the
 * chain of lead words (one reading only: no lead list may hold a phrase that other leads also
 * spell), then the day tried at the chain's end, then one lead back, and so on. A chain that runs
 * into a position an earlier start already went through ends as that one did (without a day), so
 * it stops there.
 */
export interface LeadChain {
  /** Zero-width and sticky: where a match may start (`(?<![\p{L}])`). */
  start: RegExp;
  /** Sticky: one lead word and the white space after it (`(?:desde|el|…)\s+`). */
  lead: RegExp;
  /** Sticky: what the leads lead to, with what must follow it (`DAY(?![\p{L}])`). */
  body: RegExp;
}

export interface ChainMatch {
  index: number;
  text: string;
}

function stickyEnd(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  return match ? at + match[0].length : -1;
}

/** The first match of `start lead* body` in `text`, as the regex would find it. */
export function findLeadChain(text: string, chain: LeadChain): ChainMatch | null {
  const visited = new Uint8Array(text.length + 1);
  const nodes: number[] = [];
  for (let from = 0; from <= text.length; from++) {
    if (visited[from]) continue;
    const code = text.charCodeAt(from);
    // Never inside a surrogate pair (the regex, with the u flag, does not start there either).
    if (code >= 0xdc00 && code <= 0xdfff && from > 0) {
      const high = text.charCodeAt(from - 1);
      if (high >= 0xd800 && high <= 0xdbff) continue;
    }
    if (stickyEnd(chain.start, text, from) < 0) continue;
    nodes.length = 0;
    for (let at = from; at >= 0 && !visited[at]; at = stickyEnd(chain.lead, text, at)) {
      visited[at] = 1;
      nodes.push(at);
    }
    for (let k = nodes.length - 1; k >= 0; k--) {
      const end = stickyEnd(chain.body, text, nodes[k] as number);
      if (end >= 0) return { index: from, text: text.slice(from, end) };
    }
  }
  return null;
}
