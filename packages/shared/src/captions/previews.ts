import { countLength, NETWORK_LIMITS } from './networks';
import type { NetworkId } from './options';
import { graphemes } from './text';

/**
 * How each network shows a caption in its feed before the reader taps "more": where it folds
 * (in characters, the networks' own approximate figures) and the words of its "more" link.
 * Like the limits, each row says when it was checked and against what.
 */
export interface NetworkPreview {
  /** Characters shown before the fold; null when the feed shows the whole post. */
  foldAfter: number | null;
  /** Lines shown before the fold (a line break can fold earlier than the characters). */
  foldLines: number | null;
  /** The network's "more" link as it appears (English UI), e.g. "… more". */
  more: string | null;
  verifiedAt: string;
  sources: readonly string[];
}

export const NETWORK_PREVIEWS: Readonly<Record<NetworkId, NetworkPreview>> = {
  instagram: {
    foldAfter: 125,
    foldLines: 2,
    more: '… more',
    verifiedAt: '2026-11-23',
    sources: ['Instagram feed: captions truncate after about 125 characters or two lines, with "… more"'],
  },
  linkedin: {
    foldAfter: 210,
    foldLines: 3,
    more: '…see more',
    verifiedAt: '2026-11-23',
    sources: ['LinkedIn feed: posts fold after about 210 characters (three lines) with "…see more"'],
  },
  facebook: {
    foldAfter: 480,
    foldLines: 5,
    more: '… See more',
    verifiedAt: '2026-11-23',
    sources: ['Facebook feed: long posts fold after about 480 characters (five lines) with "See more"'],
  },
  x: {
    foldAfter: null,
    foldLines: null,
    more: null,
    verifiedAt: '2026-11-23',
    sources: ['X: a post of up to 280 weighted characters is shown in full'],
  },
  threads: {
    foldAfter: null,
    foldLines: null,
    more: null,
    verifiedAt: '2026-11-23',
    sources: ['Threads: a post of up to 500 characters is shown in full'],
  },
  tiktok: {
    foldAfter: 100,
    foldLines: 2,
    more: '… more',
    verifiedAt: '2026-11-23',
    sources: ['TikTok: descriptions show about two lines over the video, then "more"'],
  },
  youtube: {
    foldAfter: 157,
    foldLines: 2,
    more: '…more',
    verifiedAt: '2026-11-23',
    sources: ['YouTube: the description shows its first lines (about 157 characters) above "…more"'],
  },
  pinterest: {
    foldAfter: 50,
    foldLines: 1,
    more: '… more',
    verifiedAt: '2026-11-23',
    sources: ['Pinterest: the first 50 or so characters of a description show in the feed'],
  },
  bluesky: {
    foldAfter: null,
    foldLines: null,
    more: null,
    verifiedAt: '2026-11-27',
    sources: ['Bluesky: a post of up to 300 graphemes is shown in full in the feed'],
  },
  mastodon: {
    foldAfter: null,
    foldLines: null,
    more: null,
    verifiedAt: '2026-11-27',
    sources: ['Mastodon web: a post is shown in full unless its author hides it behind a content warning'],
  },
};

export interface CaptionPreview {
  /** What the feed shows before the fold. */
  visible: string;
  /** The rest, behind "more". */
  hidden: string;
  folded: boolean;
  more: string | null;
  /** The length as the network counts it, and its limit (X's weighted count, Threads' bytes…). */
  length: number;
  limit: number;
}

/** The caption as the network shows it in the feed: cut at the fold on a word boundary. */
export function previewCaption(network: NetworkId, text: string): CaptionPreview {
  const preview = NETWORK_PREVIEWS[network];
  const base = {
    length: countLength(network, text),
    limit: NETWORK_LIMITS[network].maxLength,
    more: preview.more,
  };
  if (preview.foldAfter === null) return { ...base, visible: text, hidden: '', folded: false };
  const lines = text.split('\n');
  const byLines =
    preview.foldLines !== null && lines.length > preview.foldLines
      ? lines.slice(0, preview.foldLines).join('\n')
      : text;
  const chars = graphemes(byLines);
  let visible = chars.length > preview.foldAfter ? chars.slice(0, preview.foldAfter).join('') : byLines;
  if (visible.length < text.length) {
    const boundary = visible.search(/\s\S*$/u);
    if (boundary > preview.foldAfter * 0.6) visible = visible.slice(0, boundary);
    visible = visible.trimEnd();
    return { ...base, visible, hidden: text.slice(visible.length).trimStart(), folded: true };
  }
  return { ...base, visible: text, hidden: '', folded: false };
}
