import { NETWORK_IDS, type NetworkId, type Slide } from '@captia/shared';
import { type GenerationResult, streamGeneration } from './api/generate-captions';
import type { GenerateRequest } from './form';

/** One result card: a network and variant, its text as written so far, and once done its count. */
export interface Card {
  network: NetworkId;
  variant: number;
  text: string;
  /** Length as the network counts it, and its limit: from the server's final result. */
  length?: number;
  limit?: number;
  /** A thread: its posts in order (`text` is them joined by a blank line, `length` the longest's). */
  posts?: string[] | undefined;
  /** A carousel: its slides (`text` is the caption that goes with them). */
  slides?: Slide[] | undefined;
}

export type Slot = Pick<Card, 'network' | 'variant'>;

export const cardKey = (slot: Slot) => `${slot.network}:${slot.variant}`;

function sorted(cards: Card[]): Card[] {
  return cards.sort(
    (a, b) => NETWORK_IDS.indexOf(a.network) - NETWORK_IDS.indexOf(b.network) || a.variant - b.variant,
  );
}

/**
 * Puts a caption in its card, replacing what the card showed. `slot` is the card a single
 * regenerated caption (always variant 1 of its request) belongs to.
 */
export function placeCaption(cards: Card[], caption: Card, slot?: Slot): Card[] {
  const placed = slot ? { ...caption, network: slot.network, variant: slot.variant } : caption;
  return sorted([...cards.filter((card) => cardKey(card) !== cardKey(placed)), placed]);
}

/** The request that writes one card again: its network alone, one variant. */
export function slotRequest(request: GenerateRequest, slot: Slot): GenerateRequest {
  return { ...request, networks: [slot.network], variants: 1 };
}

/**
 * Runs one generation and reports the cards as they grow: all of them for a whole run,
 * or only `slot` when one card is written again. Resolves with the server's result.
 */
export async function generate(
  request: GenerateRequest,
  slot: Slot | null,
  handlers: {
    signal: AbortSignal;
    onCards(update: (cards: Card[]) => Card[]): void;
    onNotice(message: string): void;
  },
): Promise<GenerationResult> {
  const result = await streamGeneration(
    slot ? slotRequest(request, slot) : request,
    {
      onDraft: (draft) => handlers.onCards((cards) => placeCaption(cards, draft, slot ?? undefined)),
      onNotice: handlers.onNotice,
    },
    handlers.signal,
  );
  const [first] = result.captions;
  handlers.onCards((cards) =>
    slot ? (first ? placeCaption(cards, first, slot) : cards) : sorted([...result.captions]),
  );
  return result;
}
