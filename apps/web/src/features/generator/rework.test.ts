import { describe, expect, it } from 'vitest';
import {
  type CaptionVersion,
  canUndo,
  draftRework,
  failRework,
  findEntryId,
  finishRework,
  initialRework,
  reworkBody,
  startRework,
  undoRework,
} from './rework';

const first: CaptionVersion = {
  network: 'instagram',
  text: 'Nosso café gelado chegou. Venha provar no sábado, com 20% de desconto.',
  language: 'pt-BR',
  length: 71,
  limit: 2200,
};
const caption = (text: string, network: CaptionVersion['network'] = 'instagram') => ({
  network,
  text,
  length: text.length,
  limit: network === 'x' ? 280 : 2200,
});

describe('a card’s versions (the undo stack)', () => {
  it('streams a rework in, keeps the previous version, and Undo brings it back', () => {
    let state = startRework(initialRework(first), 'shorter');
    expect(state.busy).toBe('shorter');
    // The text on screen stays until the first words of the new one arrive, then grows.
    expect(state.current.text).toBe(first.text);
    expect(canUndo(state)).toBe(false);
    state = draftRework(state, { network: 'instagram', text: 'Nosso café' });
    expect(state.current).toEqual({ network: 'instagram', text: 'Nosso café', language: 'pt-BR' });
    state = draftRework(state, { network: 'instagram', text: 'Nosso café gelado chegou.' });
    state = finishRework(state, caption('Nosso café gelado chegou.'), { action: 'shorter' });
    expect(state.busy).toBeNull();
    expect(state.current).toEqual({ ...caption('Nosso café gelado chegou.'), language: 'pt-BR' });
    expect(canUndo(state)).toBe(true);

    state = undoRework(state);
    expect(state.current).toEqual(first);
    expect(canUndo(state)).toBe(false);
    // Nothing left to undo: unchanged.
    expect(undoRework(state)).toBe(state);
  });

  it('walks back through several versions, newest first', () => {
    let state = initialRework(first);
    const texts = ['Dois.', 'Três.', 'Quatro.'];
    for (const text of texts) {
      state = startRework(state, 'restyle');
      state = finishRework(state, caption(text), { action: 'restyle', style: 'funny' });
    }
    expect(state.past.map((version) => version.text)).toEqual([first.text, 'Dois.', 'Três.']);
    const seen: string[] = [];
    while (canUndo(state)) {
      state = undoRework(state);
      seen.push(state.current.text);
    }
    expect(seen).toEqual(['Três.', 'Dois.', first.text]);
  });

  it('a translation changes the language, an adaptation the network', () => {
    let state = startRework(initialRework(first), 'translate');
    state = finishRework(state, caption('Our iced coffee is here.'), {
      action: 'translate',
      language: 'en-US',
    });
    expect(state.current.language).toBe('en-US');
    state = startRework(state, 'adapt');
    state = draftRework(state, { network: 'x', text: 'Our iced' });
    expect(state.current.network).toBe('x');
    state = finishRework(state, caption('Our iced coffee is here.', 'x'), {
      action: 'adapt',
      targetNetwork: 'x',
    });
    expect(state.current).toMatchObject({ network: 'x', limit: 280, language: 'en-US' });
    expect(undoRework(state).current).toMatchObject({ network: 'instagram', language: 'en-US' });
  });

  it('a rework of a text typed over the card works on it, and Undo goes back to what was typed', () => {
    const typed = {
      network: 'instagram' as const,
      text: 'Nosso café gelado, agora em lata.',
      language: 'pt-BR' as const,
    };
    let state = startRework(initialRework(first), 'shorter', typed);
    expect(state.current).toEqual(typed);
    expect(state.past).toEqual([typed]);
    state = finishRework(state, caption('Café gelado em lata.'), { action: 'shorter' });
    expect(state.current.text).toBe('Café gelado em lata.');
    expect(undoRework(state).current).toEqual(typed);
  });

  it('a failed rework puts back what was on screen and stacks nothing', () => {
    let state = startRework(initialRework(first), 'longer');
    state = draftRework(state, { network: 'instagram', text: 'Half a' });
    state = failRework(state);
    expect(state).toEqual(initialRework(first));
  });

  it('one rework at a time: a second start, or Undo, waits for the first', () => {
    const state = startRework(initialRework(first), 'shorter');
    expect(startRework(state, 'longer')).toBe(state);
    expect(undoRework(state)).toBe(state);
    // A draft or a failure with nothing running changes nothing.
    const idle = initialRework(first);
    expect(draftRework(idle, { network: 'x', text: 'x' })).toBe(idle);
    expect(failRework(idle)).toBe(idle);
  });
});

describe('the rework request', () => {
  it('sends the caption on screen, the choice, and the brand and entry only when known', () => {
    expect(reworkBody(first, { action: 'restyle', style: 'funny' })).toEqual({
      text: first.text,
      network: 'instagram',
      action: 'restyle',
      style: 'funny',
    });
    expect(
      reworkBody(first, { action: 'adapt', targetNetwork: 'linkedin' }, { brandId: 'b1', entryId: 'e1' }),
    ).toEqual({
      text: first.text,
      network: 'instagram',
      action: 'adapt',
      targetNetwork: 'linkedin',
      brandId: 'b1',
      entryId: 'e1',
    });
  });

  it('finds the history entry of a fresh result by its text, or by one of its versions', () => {
    const entries = [
      { id: 'a', captions: [{ network: 'x' as const, text: first.text }], versions: [] },
      {
        id: 'b',
        captions: [{ network: 'instagram' as const, text: first.text }],
        versions: [{ captions: [{ network: 'instagram' as const, text: 'Mais curta.' }] }],
      },
    ];
    expect(findEntryId(entries, first)).toBe('b');
    expect(findEntryId(entries, { network: 'instagram', text: 'Mais curta.' })).toBe('b');
    expect(findEntryId(entries, { network: 'instagram', text: 'Outra.' })).toBeUndefined();
  });
});
