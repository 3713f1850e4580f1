import { describe, expect, it } from 'vitest';
import { INITIAL_FORM, toRequest } from './form';
import { type Card, placeCaption, slotRequest } from './generation';

describe('result cards', () => {
  it('keeps one card per network and variant, in the networks order, replacing text as it grows', () => {
    let cards: Card[] = [];
    cards = placeCaption(cards, { network: 'x', variant: 1, text: 'Hel' });
    cards = placeCaption(cards, { network: 'instagram', variant: 2, text: 'B' });
    cards = placeCaption(cards, { network: 'instagram', variant: 1, text: 'A' });
    cards = placeCaption(cards, { network: 'x', variant: 1, text: 'Hello' });
    expect(cards.map((c) => `${c.network}:${c.variant}:${c.text}`)).toEqual([
      'instagram:1:A',
      'instagram:2:B',
      'x:1:Hello',
    ]);
  });

  it('puts a regenerated caption (variant 1 of its own request) in the card it replaces', () => {
    const cards: Card[] = [
      { network: 'instagram', variant: 1, text: 'one', length: 3, limit: 2200 },
      { network: 'instagram', variant: 2, text: 'two', length: 3, limit: 2200 },
    ];
    const next = placeCaption(
      cards,
      { network: 'instagram', variant: 1, text: 'new', length: 3, limit: 2200 },
      {
        network: 'instagram',
        variant: 2,
      },
    );
    expect(next.map((c) => c.text)).toEqual(['one', 'new']);
    const request = toRequest(
      { ...INITIAL_FORM, networks: ['instagram', 'x'], variants: 2, text: 't' },
      'en-US',
    );
    expect(slotRequest(request, { network: 'x', variant: 2 })).toEqual({
      ...request,
      networks: ['x'],
      variants: 1,
    });
  });
});
