import type { CaptionDraft, Language, NetworkId, ReworkAction, Slide, StyleId } from '@captia/shared';
import type { ReworkBody } from './api/rework-caption';

/**
 * One caption as a card shows it, and the versions it went through. Undo is the card's own:
 * it puts the previous text back on screen (every rework stays in the history as a version).
 */
export interface CaptionVersion {
  network: NetworkId;
  text: string;
  /** The caption's language, when known (it decides which translations to offer). */
  language?: Language | undefined;
  /** Length as the network counts it, and its limit: from the server's final answer. */
  length?: number | undefined;
  limit?: number | undefined;
  /** A thread's posts (`text` is them joined by a blank line). */
  posts?: string[] | undefined;
  /** A carousel's slides (`text` is the caption that goes with them). */
  slides?: Slide[] | undefined;
}

export interface ReworkState {
  current: CaptionVersion;
  /** Earlier versions, the newest last: Undo takes it back. */
  past: CaptionVersion[];
  /** The action being written, or null. */
  busy: ReworkAction | null;
}

/** The choice an action needs: the style, the language or the target network. */
export type ReworkChoice =
  | { action: 'shorter' | 'longer' | 'fit' | 'join' }
  | { action: 'thread'; numbering?: boolean }
  | { action: 'restyle'; style: StyleId }
  | { action: 'translate'; language: Language }
  | { action: 'adapt'; targetNetwork: NetworkId };

export const initialRework = (version: CaptionVersion): ReworkState => ({
  current: version,
  past: [],
  busy: null,
});

/**
 * A rework starts: what the card shows now becomes the version Undo returns to — or `from`, a
 * text the user typed over it (the planner's editor), which the rework then works on.
 */
export function startRework(state: ReworkState, action: ReworkAction, from?: CaptionVersion): ReworkState {
  if (state.busy) return state;
  const start = from ?? state.current;
  return { current: start, past: [...state.past, start], busy: action };
}

/** The reworked caption as written so far replaces the text (it grows as the server writes). */
export function draftRework(state: ReworkState, draft: Pick<CaptionDraft, 'network' | 'text'>): ReworkState {
  if (!state.busy) return state;
  const { slides } = state.current;
  return {
    ...state,
    current: {
      network: draft.network,
      text: draft.text,
      language: state.current.language,
      // A carousel's slides stay while its caption is rewritten for the same network.
      ...(slides && draft.network === state.current.network ? { slides } : {}),
    },
  };
}

/**
 * The server's final caption, with its count; a translation changes the caption's language. A
 * thread comes with its posts; a carousel's slides stay with its caption reworked on the same
 * network (the rework rewrites the caption, not the slides).
 */
export function finishRework(
  state: ReworkState,
  caption: {
    network: NetworkId;
    text: string;
    length: number;
    limit: number;
    posts?: string[] | undefined;
    slides?: Slide[] | undefined;
  },
  choice: ReworkChoice,
): ReworkState {
  const previous = state.past.at(-1) ?? state.current;
  const language = choice.action === 'translate' ? choice.language : previous.language;
  const slides = caption.slides ?? (caption.network === previous.network ? previous.slides : undefined);
  return {
    past: state.past,
    busy: null,
    current: {
      network: caption.network,
      text: caption.text,
      length: caption.length,
      limit: caption.limit,
      language,
      ...(caption.posts ? { posts: caption.posts } : {}),
      ...(slides ? { slides } : {}),
    },
  };
}

/** A failed or cancelled rework: the card shows what it showed before, and nothing is stacked. */
export function failRework(state: ReworkState): ReworkState {
  if (!state.busy) return state;
  const previous = state.past.at(-1);
  return { current: previous ?? state.current, past: state.past.slice(0, -1), busy: null };
}

export const canUndo = (state: ReworkState) => !state.busy && state.past.length > 0;

/** Back to the previous version. */
export function undoRework(state: ReworkState): ReworkState {
  const previous = state.past.at(-1);
  if (!canUndo(state) || !previous) return state;
  return { current: previous, past: state.past.slice(0, -1), busy: null };
}

/** The body of `POST /api/functions/rework-caption` for the caption on screen and a choice. */
export function reworkBody(
  version: CaptionVersion,
  choice: ReworkChoice,
  extra: { brandId?: string | undefined; entryId?: string | undefined } = {},
): ReworkBody {
  return {
    text: version.text,
    network: version.network,
    ...choice,
    ...(extra.brandId ? { brandId: extra.brandId } : {}),
    ...(extra.entryId ? { entryId: extra.entryId } : {}),
  };
}

/** A saved entry as far as finding a caption in it goes (the history's items and versions). */
interface SavedEntry {
  id: string;
  captions: readonly { network: NetworkId; text: string }[];
  versions?: readonly { captions: readonly { network: NetworkId; text: string }[] }[];
}

/**
 * The history entry a caption on screen belongs to: the generation answer does not carry its
 * entry's id, so a fresh result is found in the history read after it (by its exact text, or
 * a version's). Undefined when it is not there (yet): the rework is then saved on its own.
 */
export function findEntryId(
  entries: Iterable<SavedEntry>,
  caption: Pick<CaptionVersion, 'network' | 'text'>,
): string | undefined {
  const same = (saved: { network: NetworkId; text: string }) =>
    saved.network === caption.network && saved.text === caption.text;
  for (const entry of entries) {
    if (entry.captions.some(same) || entry.versions?.some((version) => version.captions.some(same)))
      return entry.id;
  }
  return undefined;
}
